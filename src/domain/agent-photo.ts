// The agent's profile photo rule (SPEC §5 agent registration, §8): required, an image, at most
// 5 MB. The server refuses the same (AGENT_MESSAGES.photoRequired / photoTooLarge); the browser
// says so before sending.
import { MAX_IMAGE_BYTES } from './constants';
import { AGENT_MESSAGES, VERIFICATION_MESSAGES } from './rule-messages';

/** What the browser knows about a chosen file before reading it (a File fits). */
export interface PickedFileFacts {
  name: string;
  size: number;
  type: string;
}

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i;

/** The message to show for this pick, or null when it may be sent. */
export function agentPhotoProblem(file: PickedFileFacts | null | undefined): string | null {
  if (!file) return AGENT_MESSAGES.photoRequired;
  // Some Android pickers give no type: judge by the name then.
  const looksLikeImage = file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
  if (!looksLikeImage) return VERIFICATION_MESSAGES.selectImage;
  if (file.size > MAX_IMAGE_BYTES) return AGENT_MESSAGES.photoTooLarge;
  return null;
}
