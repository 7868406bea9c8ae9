import { blogListSchema, blogPostSchema, type BlogList, type BlogPost } from '../contract/blog.ts';
import { apiClient } from './api-client.ts';

export async function fetchBlogPosts(page = 1): Promise<BlogList> {
  const { data } = await apiClient.get('blog/', { params: { page } });
  return blogListSchema.parse(data);
}

export async function fetchBlogPost(slug: string): Promise<BlogPost> {
  const { data } = await apiClient.get(`blog/${slug}/`);
  return blogPostSchema.parse(data);
}
