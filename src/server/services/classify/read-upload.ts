import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadMetadataSchema, type UploadMetadata } from '../../../contract/classify.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';

export interface Upload {
  image: Buffer;
  metadata: UploadMetadata;
}

const METADATA_FIELDS = new Set(Object.keys(uploadMetadataSchema.shape));

function isTooLarge(error: unknown) {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  return code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413;
}

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
    if (isTooLarge(error)) {
      throw new ApiError(413, 'image_too_large', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
    }
    throw new ApiError(400, 'malformed_request');
  }
  if (!image) throw new FieldErrors({ image: ['required'] });

  const parsed = uploadMetadataSchema.safeParse(fields);
  if (!parsed.success) {
    const problems: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (problems[String(issue.path[0])] ??= []).push(issue.message);
    throw new FieldErrors(problems);
  }
  return { image, metadata: parsed.data };
}
