import { blogPosts, type BlogPost } from './blog';

/** When a post last changed: its revision date, else its publication date (ISO 'YYYY-MM-DD'). */
export function postLastModified(post: Pick<BlogPost, 'date' | 'updated'>): string {
  return post.updated ?? post.date;
}

/** When the blog last changed: the newest post's date (ISO dates sort as strings). */
export function blogLastModified(posts: readonly Pick<BlogPost, 'date' | 'updated'>[] = blogPosts): string {
  return posts.map(postLastModified).reduce((newest, date) => (date > newest ? date : newest));
}
