/**
 * Build-level tests of the Markdown blog: the real `npm run build:web` (Vite client and server
 * builds, then prerendering) run on a temporary copy of the posts folder and of public/, with one
 * Markdown file added. Nothing in the working tree is touched (BLOG_POSTS_DIR, PUBLIC_DIR and
 * OUT_DIR point the build at the temporary folders). About a minute on the 2-core machine.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from './paths';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'blog-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NEW_POST_ID = 'branding-on-a-budget';
const NEW_POST_TITLE = 'Branding on a Budget: Where a Small Business Should Spend First';
const newPost = `---
title: "${NEW_POST_TITLE}"
excerpt: "A logo is not a brand. Here is how to spend a small budget where customers notice it."
description: "Where a small business should spend a modest branding budget first, and what can wait."
date: 2026-11-20
updated: 2026-11-20
author: Priya Raman
tags: [Branding, Small Business]
image: /images/blog/${NEW_POST_ID}.svg
---

Customers judge a business by **every** place they meet it.

## Start with the basics

- One logo file in the right formats
- Two colours and one typeface, used everywhere
`;

/** The posts and public/ folders of the repository, copied, plus the new post and its two images. */
function contentWithNewPost(): { postsDir: string; publicDir: string } {
  const postsDir = join(work, 'posts');
  const publicDir = join(work, 'public');
  cpSync(join(rootDir, 'src/content/blog/posts'), postsDir, { recursive: true });
  cpSync(join(rootDir, 'public'), publicDir, { recursive: true });
  writeFileSync(join(postsDir, `${NEW_POST_ID}.md`), newPost);
  cpSync(
    join(publicDir, 'images/blog/website-speed-small-business.svg'),
    join(publicDir, `images/blog/${NEW_POST_ID}.svg`),
  );
  cpSync(
    join(publicDir, 'images/og/blog/website-speed-small-business.png'),
    join(publicDir, `images/og/blog/${NEW_POST_ID}.png`),
  );
  return { postsDir, publicDir };
}

function buildEnv(postsDir: string, publicDir: string, outDir: string) {
  return { ...process.env, BUILD_MODE: 'emulator', BLOG_POSTS_DIR: postsDir, PUBLIC_DIR: publicDir, OUT_DIR: outDir };
}

describe('a post added as one Markdown file', { timeout: 240_000 }, () => {
  it('is listed on /blogs, gets its own prerendered page, a sitemap entry, a feed item and a place in the client bundle', async () => {
    const { postsDir, publicDir } = contentWithNewPost();
    const outDir = join(work, 'site');
    await run('npm', ['run', 'build:web'], { cwd: rootDir, env: buildEnv(postsDir, publicDir, outDir) });

    const blogs = readFileSync(join(outDir, 'blogs.html'), 'utf8');
    expect(blogs).toContain(NEW_POST_TITLE);
    expect(blogs).toContain(`href="/blog/${NEW_POST_ID}"`);
    // Newest first: the new post comes before the launch posts.
    expect(blogs.indexOf(NEW_POST_TITLE)).toBeLessThan(blogs.indexOf('Is Your Website Too Slow?'));

    const page = readFileSync(join(outDir, `blog/${NEW_POST_ID}.html`), 'utf8');
    expect(page).toMatch(new RegExp(`<h1[^>]*>${NEW_POST_TITLE}</h1>`));
    expect(page).toContain('<h2>Start with the basics</h2>');
    expect(page).toContain('<li>Two colours and one typeface, used everywhere</li>');
    expect(page).toContain(`content="https://lakeforge.ca/images/og/blog/${NEW_POST_ID}.png"`);

    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>https://lakeforge.ca/blog/${NEW_POST_ID}</loc>`);

    const feed = readFileSync(join(outDir, 'rss.xml'), 'utf8');
    const item = feed.slice(feed.indexOf('<item>'), feed.indexOf('</item>'));
    expect(item, 'the newest post is the feed’s first item').toContain(`<title>${NEW_POST_TITLE}</title>`);
    expect(item).toContain(`<link>https://lakeforge.ca/blog/${NEW_POST_ID}</link>`);

    // In-app navigation renders from the client bundle, which must carry the compiled post too.
    const assets = join(outDir, 'assets');
    const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(chunks.some((name) => readFileSync(join(assets, name), 'utf8').includes(NEW_POST_TITLE))).toBe(true);
  });

  it('fails the build, naming the file and the field, when its front matter is wrong', async () => {
    const postsDir = join(work, 'bad-posts');
    mkdirSync(postsDir);
    writeFileSync(join(postsDir, 'bad-post.md'), newPost.replace('author:', 'colour: blue\nauthor:'));
    const build = run('npx', ['vite', 'build', '--mode', 'emulator'], {
      cwd: rootDir,
      env: buildEnv(postsDir, join(rootDir, 'public'), join(work, 'bad-site')),
    });
    await expect(build).rejects.toMatchObject({
      stderr: expect.stringMatching(/bad-post\.md: front matter field "colour" is unknown/),
    });
  });
});
