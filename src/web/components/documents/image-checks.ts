// The browser's own checks on a profile photo or an Aadhaar image (SPEC §5), made before anything
// is sent; the server checks the content again. Each returns the domain message, or null.
import { MAX_IMAGE_BYTES } from '@/domain/constants';
import { VERIFICATION_MESSAGES } from '@/domain/rule-messages';

/** What the Aadhaar pickers offer: the two types SPEC §2 names. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png';

const DOCUMENT_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
// Some Android pickers give no type: judge by the name then.
const DOCUMENT_NAME = /\.(jpe?g|png)$/i;

function looksLikeImage(file: File): boolean {
  return file.type.startsWith('image/') || (file.type === '' && DOCUMENT_NAME.test(file.name));
}

export function profilePhotoProblem(file: File): string | null {
  if (!looksLikeImage(file)) return VERIFICATION_MESSAGES.selectImage;
  if (file.size > MAX_IMAGE_BYTES) return VERIFICATION_MESSAGES.imageTooLarge;
  return null;
}

export function documentImageProblem(file: File): string | null {
  if (!looksLikeImage(file)) return VERIFICATION_MESSAGES.selectImage;
  const type = file.type.toLowerCase();
  if (type ? !DOCUMENT_TYPES.has(type) : !DOCUMENT_NAME.test(file.name)) {
    return VERIFICATION_MESSAGES.documentTypes;
  }
  if (file.size > MAX_IMAGE_BYTES) return VERIFICATION_MESSAGES.imageTooLarge;
  return null;
}
