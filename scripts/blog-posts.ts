/**
 * Build-time compiler of the blog: one Markdown file per post in src/content/blog/posts/<id>.md,
 * with YAML front matter, turned into the `BlogPost` list that the site imports as the virtual
 * module `virtual:blog-posts` (see src/content/blog.ts). Nothing here ships to the browser: the
 * client bundle and the prerendered pages receive finished HTML.
 *
 * Every check fails the build with the file name and what is wrong: an unknown or missing front
 * matter field, a bad value, a cover or Open Graph image missing from public/, and Markdown that
 * the site does not render (raw HTML, images in the body, a top-level heading, unsafe links).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { BlogPost } from '../src/content/blog';
import { teamMembers } from '../src/content/team';

export const VIRTUAL_MODULE_ID = 'virtual:blog-posts';
const RESOLVED_VIRTUAL_MODULE_ID = `\0${VIRTUAL_MODULE_ID}`;

/** Words per minute used for the reading-time estimate. */
export const READING_WORDS_PER_MINUTE = 220;

/** Number of words in an HTML string (tags and entities ignored). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The Open Graph image every post must have (drawn by `bash tools/assets/render-og.sh`). */
export const ogImagePath = (id: string) => `/images/og/blog/${id}.png`;

const POST_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a real date');
const text = z.string().trim().min(1, 'must not be empty');

const frontMatterSchema = z.strictObject({
  title: text,
  excerpt: text,
  description: text.max(170, 'must be at most 170 characters (search engines cut longer descriptions)'),
  date: isoDate,
  updated: isoDate,
  author: text,
  tags: z.array(text).min(1, 'must list at least one tag'),
  image: z.string().regex(/^\/images\/[\w./-]+$/, 'must be a path under public/, e.g. /images/blog/<id>.svg'),
});
export const FRONT_MATTER_FIELDS = Object.keys(frontMatterSchema.shape);

/** Links in a post may go to a page of the site, a fragment, or an https, mailto or tel address. */
const SAFE_HREF = /^(?:https:\/\/|mailto:|tel:|\/(?![/\\])|#)/;

export class BlogPostError extends Error {
  override name = 'BlogPostError';
}

/** Parses Markdown with raw HTML recognised, so that it can be refused rather than silently escaped. */
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });
// Every link becomes a token that renderBody checks (markdown-it would otherwise print a
// `javascript:` link silently as plain text; the build should say what is wrong instead).
markdown.validateLink = () => true;

function describeIssue(issue: z.core.$ZodIssue, data: object): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys
      .map((key) => `front matter field "${key}" is unknown (allowed: ${FRONT_MATTER_FIELDS.join(', ')})`)
      .join('; ');
  }
  const field = String(issue.path[0] ?? '');
  if (!(field in data)) return `front matter field "${field}" is missing`;
  return `front matter field "${field}" ${issue.code === 'invalid_type' ? `must be ${issue.expected}` : issue.message}`;
}

/**
 * The body's HTML, or an error naming the first construct the site does not render and its line in
 * the file (`linesBefore`: the lines of the front matter block).
 */
function renderBody(body: string, linesBefore: number): string {
  const tokens = markdown.parse(body, {});
  let line = '';
  for (const token of tokens.flatMap((block) => [block, ...(block.children ?? [])])) {
    // Inline tokens have no position of their own: they report the line of their block.
    if (token.map) line = ` (line ${linesBefore + token.map[0] + 1})`;
    if (token.type === 'html_block' || token.type === 'html_inline') {
      throw new Error(`raw HTML is not allowed in a post${line}: ${token.content.trim()}`);
    }
    if (token.type === 'image') throw new Error(`images in the body are not supported${line}`);
    if (token.type === 'heading_open' && !['h2', 'h3', 'h4'].includes(token.tag)) {
      throw new Error(`headings must be ## to #### (the title is the page's only # heading)${line}`);
    }
    const href = token.type === 'link_open' ? String(token.attrGet('href') ?? '') : '';
    if (token.type === 'link_open' && !SAFE_HREF.test(href)) {
      throw new Error(`link "${href}" must start with /, #, https://, mailto: or tel:${line}`);
    }
  }
  return markdown.renderer.render(tokens, markdown.options, {});
}

export interface CompileOptions {
  /** The folder whose files `/images/...` paths name (the site's public/). */
  publicDir: string;
}

/** One post from its file name and source; throws a BlogPostError naming the file. */
export function compilePost(fileName: string, source: string, { publicDir }: CompileOptions): BlogPost {
  const fail = (message: string): never => {
    throw new BlogPostError(`${fileName}: ${message}`);
  };
  const id =
    POST_FILE.exec(fileName.split(/[\\/]/).pop() ?? '')?.[1] ??
    fail('the file name must be <id>.md in lower-case-kebab-case');
  const frontMatter =
    FRONT_MATTER.exec(source) ?? fail('front matter is missing: the file must start with a --- block');
  let data: unknown;
  try {
    data = parseYaml(frontMatter[1]!);
  } catch (error) {
    fail(`front matter is not valid YAML: ${(error as Error).message}`);
  }
  const fieldsObject = typeof data === 'object' && data !== null ? data : {};
  const parsed = frontMatterSchema.safeParse(fieldsObject);
  if (!parsed.success) fail(parsed.error.issues.map((issue) => describeIssue(issue, fieldsObject)).join('; '));
  const fields = parsed.data!;

  if (fields.updated < fields.date)
    fail(`front matter field "updated" (${fields.updated}) is before "date" (${fields.date})`);
  const authors = teamMembers.map((member) => member.name);
  if (!authors.includes(fields.author)) {
    fail(`front matter field "author" must be a team member's name (one of: ${authors.join(', ')})`);
  }
  const publicFile = (path: string) => join(publicDir, ...path.split('/'));
  if (!existsSync(publicFile(fields.image))) fail(`front matter field "image": public${fields.image} does not exist`);
  const ogImage = ogImagePath(id);
  if (!existsSync(publicFile(ogImage))) {
    fail(`the Open Graph image public${ogImage} does not exist (draw it with: bash tools/assets/render-og.sh)`);
  }

  let content = '';
  try {
    content = renderBody(source.slice(frontMatter[0].length), frontMatter[0].split('\n').length - 1);
  } catch (error) {
    fail((error as Error).message);
  }
  return {
    id,
    ...fields,
    content,
    ogImage,
    readingMinutes: Math.max(1, Math.round(countWords(content) / READING_WORDS_PER_MINUTE)),
  };
}

/** Every post in `dir`, newest first (by date, then by id for a stable order). */
export function loadPosts(dir: string, options: CompileOptions): BlogPost[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.md'));
  return files
    .map((name) => {
      const path = join(dir, name);
      return compilePost(relative(process.cwd(), path), readFileSync(path, 'utf8'), options);
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

export interface BlogPostsPluginOptions {
  /** Folder of the Markdown posts. */
  postsDir: string;
  publicDir: string;
}

/**
 * Serves `virtual:blog-posts`: `export default [...posts]`, compiled when Vite loads the module. A
 * post that fails a check fails the build (and shows Vite's error overlay in `npm run dev`).
 */
export function blogPostsPlugin({ postsDir, publicDir }: BlogPostsPluginOptions): Plugin {
  const dir = resolve(postsDir);
  return {
    name: 'lakeforge:blog-posts',
    resolveId: (id) => (id === VIRTUAL_MODULE_ID ? RESOLVED_VIRTUAL_MODULE_ID : undefined),
    load(id) {
      if (id !== RESOLVED_VIRTUAL_MODULE_ID) return undefined;
      const posts = loadPosts(dir, { publicDir: resolve(publicDir) });
      for (const post of posts) this.addWatchFile(join(dir, `${post.id}.md`));
      return `export default ${JSON.stringify(posts)};`;
    },
    configureServer(server) {
      // A post added, changed or deleted while `npm run dev` runs: rebuild the list and reload.
      server.watcher.add(dir);
      const reload = (file: string) => {
        if (!resolve(file).startsWith(dir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_VIRTUAL_MODULE_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, reload);
    },
  };
}
