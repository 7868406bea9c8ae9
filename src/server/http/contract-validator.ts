import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths } from '../../contract/plain-text.ts';

/**
 * The zod validator of every route, with one rule added in front for every body, query string and path
 * parameter: no control characters (a NUL reached PostgreSQL and came back as a 500). Headers are left
 * to Node's parser, which already refuses control characters there. The rule runs on the raw input, so
 * a transform in the route's schema never sees such text; the answer is the usual field errors.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart === 'headers') return validatorCompiler(route);
  const plainText = z.preprocess((input, context) => {
    for (const path of controlCharacterPaths(input)) {
      context.issues.push({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE, input });
    }
    return input;
  }, route.schema);
  return validatorCompiler({ ...route, schema: plainText });
};
