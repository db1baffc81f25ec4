import type { Params } from 'react-router';
import { useParams } from 'react-router';
import { blogPosts, findBlogPost } from '../content/blog';
import { postLastModified } from '../content/blogDates';
import { PostArticle } from '../features/blog/PostArticle';
import { PostNotFound } from '../features/blog/PostNotFound';
import type { PageMeta } from '../lib/seo';

export function meta({ id = '' }: Params): PageMeta | null {
  const post = findBlogPost(id);
  return post
    ? {
        title: `${post.title} | Lakeforge Digital`,
        description: post.description,
        image: post.ogImage,
        type: 'article',
        updated: postLastModified(post),
      }
    : null;
}

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const post = findBlogPost(id);
  if (!post) return <PostNotFound />;
  return <PostArticle post={post} morePosts={blogPosts.filter((other) => other.id !== post.id)} />;
}
