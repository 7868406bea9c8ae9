import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadMetadataSchema, type UploadMetadata } from '../../../contract/classify.ts';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../../../contract/plain-text.ts';
import { messageParams } from '../../../contract/validation-messages.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';

export interface Upload {
  image: Buffer;
  metadata: UploadMetadata;
}

const METADATA_FIELDS = new Set(Object.keys(uploadMetadataSchema.shape));

const code = (error: unknown) => (error as { code?: unknown }).code;
/** Too many fields, files or parts: the photo itself may be small, so the answer must not blame it. */
const isTooManyParts = (error: unknown) =>
  ['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT'].includes(String(code(error)));

/**
 * Reads the multipart body: one photo in `image`, the metadata as text fields. Whatever a client sends
 * (a broken boundary, ten files, a field of a megabyte), the answer is a 4xx naming the problem.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'unsupported_media_type', { type: request.headers['content-type'] ?? '' });
  }
  let image: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== 'image' || image)
          throw new FieldErrors({ [part.fieldname]: ['unexpected_file'] });
        image = data;
      } else if (METADATA_FIELDS.has(part.fieldname) && typeof part.value === 'string' && part.value !== '') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError || error instanceof FieldErrors) throw error;
    if (code(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'image_too_large', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
    }
    if (isTooManyParts(error)) throw new ApiError(413, 'payload_too_large');
    throw new ApiError(400, 'malformed_request');
  }
  if (!image) throw new FieldErrors({ image: ['required'] });

  // Multipart fields skip the route validator, so the contract's plain-text rule is applied here.
  const unreadable = Object.keys(fields).filter((field) => hasControlCharacter(fields[field]!));
  if (unreadable.length > 0) {
    throw new FieldErrors(
      Object.fromEntries(unreadable.map((field) => [field, [CONTROL_CHARACTER_MESSAGE]])),
    );
  }
  const parsed = uploadMetadataSchema.safeParse(fields);
  if (!parsed.success) {
    const problems: Record<string, string[]> = {};
    const params: Record<string, Record<string, unknown>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      (problems[field] ??= []).push(issue.message);
      params[field] = { ...params[field], ...messageParams(issue as never) };
    }
    throw new FieldErrors(problems, 400, params);
  }
  return { image, metadata: parsed.data };
}
