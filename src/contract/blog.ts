import { z } from 'zod';
import { paginated, pageQuerySchema } from './pagination.ts';

export const blogSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const blogSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** ISO date (YYYY-MM-DD) the post was published. */
  date: z.string(),
  language: z.enum(['en', 'sw']),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogPostSchema = blogSummarySchema.extend({ body: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListSchema = paginated(blogSummarySchema);
export type BlogList = z.infer<typeof blogListSchema>;
export const blogQuerySchema = pageQuerySchema.extend({
  page_size: pageQuerySchema.shape.page_size.default(10),
});
export const blogSlugParamsSchema = z.object({ slug: blogSlugSchema });
