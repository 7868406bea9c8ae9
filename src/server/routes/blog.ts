import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogListSchema,
  blogPostSchema,
  blogQuerySchema,
  blogSlugParamsSchema,
} from '../../contract/blog.ts';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { pagedList } from '../db/paged-rows.ts';
import { ApiError } from '../errors/api-error.ts';
import { paginate } from '../http/paginate.ts';
import { pickLanguage } from '../i18n/server-translator.ts';
import { postIn, postsIn } from '../services/blog/blog-posts.ts';

const language = (header: string | undefined) => (pickLanguage(header) === 'sw' ? 'sw' : 'en');

/** `blog/` (newest first, paginated) and `blog/{slug}/`, in the reader's language (Accept-Language). */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog/',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog posts, newest first',
        querystring: blogQuerySchema,
        response: { 200: blogListSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const all = postsIn(language(request.headers['accept-language']));
      return paginate(
        request,
        request.query,
        pagedList(all, request.query),
        ({ body: _body, ...summary }) => summary,
      );
    },
  );

  app.get(
    '/blog/:slug/',
    {
      schema: {
        tags: ['blog'],
        summary: 'One blog post with its markdown body',
        params: blogSlugParamsSchema,
        response: { 200: blogPostSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const post = postIn(request.params.slug, language(request.headers['accept-language']));
      if (!post) throw new ApiError(404, 'not_found');
      return post;
    },
  );
};

export default blogRoutes;
