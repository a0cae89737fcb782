// Reads named file fields of a multipart request one at a time (each ≤ 5 MB by the plugin limit).
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../../domain/constants';
import { AppError, badRequest } from '../../platform/errors';

export async function readNamedFiles(
  request: FastifyRequest,
  names: readonly string[],
  tooLargeMessage: string,
): Promise<Map<string, Buffer>> {
  if (!request.isMultipart()) throw new AppError(415, 'Files must be sent as multipart form data.');
  const files = new Map<string, Buffer>();
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: names.length + 2 } })) {
      if (part.type !== 'file') continue;
      if (!names.includes(part.fieldname) || files.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      files.set(part.fieldname, await part.toBuffer());
    }
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Too many files.');
    if (error instanceof AppError) throw error;
    if (!code && error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
      throw badRequest('The upload was interrupted or malformed. Please try again.');
    }
    throw error;
  }
  return files;
}
