import type { ApiFailure } from '../../../api/api-failure.ts';
import type { BlogSummary } from '../../../contract/blog.ts';

export interface BlogContext {
  posts: BlogSummary[];
  /** The post picked from the list, loaded next. */
  slug: string | null;
  failure: ApiFailure | null;
}
