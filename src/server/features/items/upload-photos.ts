// POST /api/upload-photos: one part at a time, so a request of 10 × 5 MB never holds more than one
// original in memory; if any photo fails, every file this request stored is removed again.
import type { FastifyRequest } from 'fastify';
import { MAX_PHOTOS_PER_ITEM } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { photoUploads } from '../../db/schema';
import { AppError, badRequest } from '../../platform/errors';
import { PHOTO_MESSAGES } from '../../platform/image-pipeline';
import { deleteKeys, storePhoto, type StoredPhoto } from '../../platform/photo-store';
import type { FileStorage } from '../../platform/storage';

export const UPLOAD_MESSAGES = {
  noPhotos: 'Please choose at least one photo to upload.',
  tooMany: `You can upload at most ${MAX_PHOTOS_PER_ITEM} photos at a time.`,
  notMultipart: 'Photos must be sent as multipart form data.',
  interrupted: 'The upload was interrupted or malformed. Please try again.',
} as const;

export async function uploadPhotos(
  request: FastifyRequest,
  deps: { db: Db; storage: FileStorage },
  userId: string,
): Promise<string[]> {
  if (!request.isMultipart()) throw new AppError(415, UPLOAD_MESSAGES.notMultipart);
  const stored: StoredPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'photos') {
        part.file.resume();
        continue;
      }
      if (stored.length >= MAX_PHOTOS_PER_ITEM) throw badRequest(UPLOAD_MESSAGES.tooMany);
      const bytes = await readPart(part);
      stored.push(await storePhoto(deps.storage, bytes, 'photos'));
    }
    if (stored.length === 0) throw badRequest(UPLOAD_MESSAGES.noPhotos);
    await deps.db
      .insert(photoUploads)
      .values(stored.map((photo) => ({ userId, url: photo.url, thumbnailUrl: photo.thumbnailUrl })));
    return stored.map((photo) => photo.url);
  } catch (error) {
    await deleteKeys(deps.storage, stored.flatMap((photo) => photo.keys));
    throw mapMultipartError(error);
  }
}

async function readPart(part: { toBuffer(): Promise<Buffer> }): Promise<Buffer> {
  return part.toBuffer();
}

/** @fastify/multipart's own limit errors, in words a seller understands. */
function mapMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, PHOTO_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(UPLOAD_MESSAGES.tooMany);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, UPLOAD_MESSAGES.notMultipart);
  // busboy's own parse errors (a body cut off mid-way, a broken boundary) carry no code.
  if (!code && error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return badRequest(UPLOAD_MESSAGES.interrupted);
  }
  return error;
}
