// The browser's own checks on a profile photo or an Aadhaar image (SPEC §5), made before anything
// is sent, by the one image rule (domain/image-files.ts); the server checks the content again.
// Each returns the domain message, or null.
import {
  acceptAttribute,
  DOCUMENT_KINDS,
  PHOTO_KINDS,
  pickedImageProblem,
} from '@/domain/image-files';
import { VERIFICATION_MESSAGES } from '@/domain/rule-messages';

/** What the Aadhaar pickers offer: the two types SPEC §2 names. */
export const DOCUMENT_ACCEPT = acceptAttribute(DOCUMENT_KINDS);

export function profilePhotoProblem(file: File): string | null {
  const problem = pickedImageProblem(file, PHOTO_KINDS);
  if (problem === 'tooLarge') return VERIFICATION_MESSAGES.imageTooLarge;
  // Too small to be a photo (under 1 KB) is no usable image either.
  if (problem) return VERIFICATION_MESSAGES.selectImage;
  return null;
}

export function documentImageProblem(file: File): string | null {
  if (pickedImageProblem(file, PHOTO_KINDS) === 'wrongType')
    return VERIFICATION_MESSAGES.selectImage;
  const problem = pickedImageProblem(file, DOCUMENT_KINDS);
  if (problem === 'wrongType') return VERIFICATION_MESSAGES.documentTypes;
  if (problem === 'tooLarge') return VERIFICATION_MESSAGES.imageTooLarge;
  if (problem) return VERIFICATION_MESSAGES.selectImage;
  return null;
}
