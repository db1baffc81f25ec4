import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlogPostError, FRONT_MATTER_FIELDS, compilePost, countWords, loadPosts } from './blog-posts';

/** A public/ folder holding the cover and Open Graph image of the post `hello-hamilton`. */
function publicDirWithImages(): string {
  const dir = mkdtempSync(join(tmpdir(), 'blog-public-'));
  mkdirSync(join(dir, 'images/blog'), { recursive: true });
  mkdirSync(join(dir, 'images/og/blog'), { recursive: true });
  writeFileSync(join(dir, 'images/blog/hello.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'images/og/blog/hello-hamilton.png'), 'png');
  return dir;
}
const publicDir = publicDirWithImages();

const frontMatter: Record<string, string> = {
  title: 'Hello, Hamilton',
  excerpt: 'A short first post.',
  description: 'A short first post for the test.',
  date: '2026-10-01',
  updated: '2026-10-03',
  author: 'Sofia Alvarez',
  tags: '[Local SEO, News]',
  image: '/images/blog/hello.svg',
};

function source(fields: Record<string, string | undefined> = {}, body = 'Some **bold** text.\n\n## A heading\n') {
  const lines = Object.entries({ ...frontMatter, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

const compile = (text: string, file = 'posts/hello-hamilton.md') => compilePost(file, text, { publicDir });
const errorOf = (text: string, file?: string) => {
  try {
    compile(text, file);
  } catch (error) {
    expect(error).toBeInstanceOf(BlogPostError);
    return (error as Error).message;
  }
  throw new Error('expected the post to be refused');
};

describe('compilePost', () => {
  it('turns front matter and Markdown into a post with HTML, id from the file name and reading time', () => {
    const post = compile(source({}, 'Read [our SEO page](/services/seo).\n\n- one\n- two\n\n> Quoted.\n'));
    expect(post).toEqual({
      id: 'hello-hamilton',
      title: 'Hello, Hamilton',
      excerpt: 'A short first post.',
      description: 'A short first post for the test.',
      date: '2026-10-01',
      updated: '2026-10-03',
      author: 'Sofia Alvarez',
      tags: ['Local SEO', 'News'],
      image: '/images/blog/hello.svg',
      ogImage: '/images/og/blog/hello-hamilton.png',
      content:
        '<p>Read <a href="/services/seo">our SEO page</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>Quoted.</p>\n</blockquote>\n',
      readingMinutes: 1,
    });
  });

  it('names the file and the field when a front matter field is unknown or missing', () => {
    expect(errorOf(source({ subtitle: 'Extra' }))).toMatch(
      /^posts\/hello-hamilton\.md: front matter field "subtitle" is unknown \(allowed: title, excerpt/,
    );
    for (const field of FRONT_MATTER_FIELDS) {
      expect(errorOf(source({ [field]: undefined }))).toBe(
        `posts/hello-hamilton.md: front matter field "${field}" is missing`,
      );
    }
  });

  it('refuses bad values with the field named', () => {
    expect(errorOf(source({ date: '2026-02-30' }))).toContain('field "date" is not a real date');
    expect(errorOf(source({ date: 'October 1' }))).toContain('field "date" must be a date written YYYY-MM-DD');
    expect(errorOf(source({ updated: '2026-09-01' }))).toContain('field "updated" (2026-09-01) is before "date"');
    expect(errorOf(source({ author: 'Someone Else' }))).toContain(`field "author" must be a team member's name`);
    expect(errorOf(source({ tags: 'News' }))).toContain('field "tags" must be array');
    expect(errorOf(source({ title: '""' }))).toContain('field "title" must not be empty');
    expect(errorOf(source({ description: 'x'.repeat(171) }))).toContain('field "description" must be at most 170');
    expect(errorOf('no front matter')).toContain('front matter is missing');
    expect(errorOf(source(), 'posts/Hello World.md')).toContain('the file name must be <id>.md');
  });

  it('fails when the cover or the Open Graph image does not exist', () => {
    expect(errorOf(source({ image: '/images/blog/missing.svg' }))).toBe(
      'posts/hello-hamilton.md: front matter field "image": public/images/blog/missing.svg does not exist',
    );
    expect(errorOf(source(), 'posts/other-post.md')).toBe(
      'posts/other-post.md: the Open Graph image public/images/og/blog/other-post.png does not exist (draw it with: bash tools/assets/render-og.sh)',
    );
  });

  it('refuses raw HTML, body images, top-level headings and unsafe links, naming the line', () => {
    expect(errorOf(source({}, 'Text\n\n<script>alert(1)</script>\n'))).toBe(
      'posts/hello-hamilton.md: raw HTML is not allowed in a post (line 14): <script>alert(1)</script>',
    );
    expect(errorOf(source({}, 'A <b onclick="x()">bold</b> claim.'))).toContain(
      'raw HTML is not allowed in a post (line 12)',
    );
    expect(errorOf(source({}, '![chart](/images/blog/hello.svg)'))).toContain('images in the body are not supported');
    expect(errorOf(source({}, '# Second title'))).toContain('headings must be ## to ####');
    for (const href of ['javascript:alert(1)', 'http://plain.example', '//evil.example/x']) {
      expect(errorOf(source({}, `[click](${href})`)), href).toMatch(/link ".*" must start with \//);
    }
  });
});

describe('loadPosts', () => {
  it('lists the folder newest first and stops at the first bad post', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-posts-'));
    writeFileSync(join(dir, 'hello-hamilton.md'), source());
    const options = { publicDir };
    expect(loadPosts(dir, options).map((post) => post.id)).toEqual(['hello-hamilton']);
    writeFileSync(join(dir, 'broken.md'), source({ colour: 'blue' }));
    expect(() => loadPosts(dir, options)).toThrow(/broken\.md: front matter field "colour" is unknown/);
  });
});

describe('countWords', () => {
  it('counts words, not tags or entities', () => {
    expect(countWords('<p>Three <strong>small</strong> words &amp; more</p>')).toBe(4);
  });
});
