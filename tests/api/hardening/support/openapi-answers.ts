import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export interface ResponseObject {
  content?: Record<string, { schema?: object }>;
}
export interface Operation {
  parameters?: { in: string; name: string; schema?: object }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, ResponseObject>;
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export type Verdict = { kind: 'ok' } | { kind: 'undocumented' } | { kind: 'mismatch'; reason: string };

/**
 * Judges an answer by the served OpenAPI document: its status must be one the operation lists, and a
 * JSON body must match that status's schema under a strict validator (Ajv in strict mode: unknown
 * keywords or formats in the document fail too). Bodies of other types must come as documented.
 */
export function openApiJudge() {
  const ajv = new Ajv({ strict: true, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return (operation: Operation, answer: { status: number; contentType: string; body: string }): Verdict => {
    const documented = operation.responses?.[String(answer.status)];
    if (!documented) return { kind: 'undocumented' };
    // No content, not modified, or a redirect (social sign-in's trips): no body.
    if (answer.status === 204 || answer.status === 303 || answer.status === 304) {
      return answer.body === ''
        ? { kind: 'ok' }
        : { kind: 'mismatch', reason: 'a body on a bodiless status' };
    }
    const mediaType = answer.contentType.split(';')[0]!.trim();
    const content = documented.content?.[mediaType];
    if (!content) return { kind: 'mismatch', reason: `content type ${mediaType} is not documented` };
    if (mediaType !== 'application/json' || !content.schema) return { kind: 'ok' };
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return { kind: 'mismatch', reason: 'not JSON' };
    }
    const validate = validatorOf(content.schema);
    if (validate(body)) return { kind: 'ok' };
    return { kind: 'mismatch', reason: ajv.errorsText(validate.errors) };
  };
}
