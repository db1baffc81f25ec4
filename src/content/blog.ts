/**
 * Blog posts for /blogs and /blog/{id}.
 *
 * Each post is a Markdown file, src/content/blog/posts/<id>.md, compiled at build time by
 * scripts/blog-posts.ts (front matter checked, Markdown turned into HTML) into the virtual module
 * imported here. See docs/content.md for how to add one.
 */
import posts from 'virtual:blog-posts';

export interface BlogPost {
  /** The file name without `.md`: the post's URL is /blog/{id}. */
  readonly id: string;
  readonly title: string;
  /** One or two sentences shown on the blog index and under the title. */
  readonly excerpt: string;
  /** The page's meta description (at most 170 characters). */
  readonly description: string;
  /** Article body as HTML, produced at build time from the post's Markdown (no raw HTML allowed). */
  readonly content: string;
  /** Publication date, ISO 'YYYY-MM-DD'. */
  readonly date: string;
  /** Date of the last substantive change, ISO 'YYYY-MM-DD' (the publication date if none). */
  readonly updated: string;
  /** Name of the team member who wrote it. */
  readonly author: string;
  readonly tags: readonly string[];
  /** Public path of the cover image, e.g. `/images/blog/<id>.svg`. */
  readonly image: string;
  /** Public path of the Open Graph image (1200×630 PNG), `/images/og/blog/<id>.png`. */
  readonly ogImage: string;
  /** Estimated reading time, derived from the word count. */
  readonly readingMinutes: number;
}

/** Every post, newest first. */
export const blogPosts: readonly BlogPost[] = posts;

/** The post with this id, or undefined when there is none. */
export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((candidate) => candidate.id === id);
}
