// Errors any endpoint can answer with: malformed requests, sessions, limits, uploads, photos.
import { MAX_PHOTOS_PER_ITEM } from '@/domain/constants';
import { IMAGE_KIND_NAMES, PHOTO_KINDS } from '@/domain/image-files';
import type { ImageKind } from '@/domain/image-signature';
import { fixedError, paramError } from '@/contract/define-error';

/** 'JPEG, PNG, WebP, AVIF or HEIC'. */
function kindList(kinds: readonly ImageKind[]): string {
  const names = kinds.map((kind) => IMAGE_KIND_NAMES[kind]);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

export const PLATFORM_ERRORS = {
  /**
   * A field broke a rule of the shared schemas. `message` is the rule's SPEC text; `params.field`
   * names the field and `params.rule` the rule (src/domain/rule-messages.ts) when it is one of ours.
   */
  INVALID_INPUT: paramError<{ field: string; rule: string }>(
    400,
    ['field', 'rule'],
    () => 'Please check your information and try again.',
  ),
  INVALID_JSON: fixedError(400, 'The request body is not valid JSON.'),
  BAD_REQUEST: fixedError(400, 'Bad request'),
  BODY_TOO_LARGE: fixedError(413, 'The request is too large.'),
  UNSUPPORTED_MEDIA_TYPE: fixedError(415, 'Unsupported content type.'),
  RATE_LIMITED: paramError<{ seconds: number }>(
    429,
    ['seconds'],
    ({ seconds }) => `Too many attempts. Please try again in ${seconds} seconds.`,
  ),
  UNAUTHENTICATED: fixedError(401, 'Unauthorized', 'unauthorized'),
  // No word 'required' here: SPEC §8 would read it as a validation error, not an expired session.
  ADMIN_SIGN_IN_NEEDED: fixedError(401, 'Unauthorized: admin sign-in needed', 'unauthorized'),
  CROSS_ORIGIN_REFUSED: fixedError(403, 'Cross-origin requests are not allowed'),
  ROUTE_NOT_FOUND: paramError<{ method: string; path: string }>(
    404,
    ['method', 'path'],
    ({ method, path }) => `Not found: ${method} ${path}`,
  ),
  INTERNAL_ERROR: fixedError(500, 'Something went wrong. Please try again.'),
  SERVICE_UNAVAILABLE: fixedError(503, 'Database unavailable'),
  // The file store (S3) is down or not answering: photos and documents only; the rest serves.
  STORAGE_UNAVAILABLE: fixedError(
    503,
    'Photos and documents are unavailable for a moment. Please try again shortly.',
  ),

  // Multipart uploads (one reader: src/server/platform/multipart.ts).
  NOT_MULTIPART: fixedError(415, 'Files must be sent as multipart form data.'),
  UPLOAD_INTERRUPTED: fixedError(400, 'The upload was interrupted or malformed. Please try again.'),
  TOO_MANY_FIELDS: fixedError(400, 'Too many form fields.'),
  TOO_MANY_FILES: fixedError(400, 'Too many files.'),
  TOO_MANY_PHOTOS: fixedError(
    400,
    `You can upload at most ${MAX_PHOTOS_PER_ITEM} photos at a time.`,
  ),
  NO_PHOTOS: fixedError(400, 'Please choose at least one photo to upload.'),

  // Photos and documents (src/server/platform/image-pipeline.ts).
  IMAGE_TOO_LARGE: fixedError(413, 'Image size must be less than 5MB'),
  // SPEC §8 'Please select an image file', naming every format accepted (domain/image-files).
  PHOTO_NOT_IMAGE: fixedError(415, `Please select an image file (${kindList(PHOTO_KINDS)}).`),
  PHOTO_TOO_SMALL: fixedError(
    400,
    'This file is too small to be a photo. Please choose another image.',
  ),
  /**
   * Too many pixels, too long a side, or too many decoded bytes for its format (read from the
   * header): `megapixels` is this format's limit (50; less for AVIF and HEIC, which are decoded
   * whole, and for more than 8 bits per sample), `side` the longest side accepted.
   */
  PHOTO_TOO_MANY_PIXELS: paramError<{ megapixels: number; side: number }>(
    413,
    ['megapixels', 'side'],
    ({ megapixels, side }) =>
      `This image is too large in dimensions. Please choose a photo under ${megapixels} megapixels, at most ${side} pixels on its longest side.`,
  ),
  PHOTO_BROKEN: fixedError(
    400,
    'This image is damaged or incomplete. Please choose another photo.',
  ),
  DOCUMENT_TYPE_NOT_ACCEPTED: fixedError(
    415,
    'Only JPG and PNG images are accepted for the Aadhar card.',
  ),
  DOCUMENT_NOT_FOUND: fixedError(404, 'No document uploaded'),
} as const;
