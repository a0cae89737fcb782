// The agent's profile photo rule (SPEC §5 agent registration, §8): required, an image, at most
// 5 MB. The server refuses the same (AGENT_MESSAGES.photoRequired / photoTooLarge); the browser
// says so before sending. Type and size are the one image rule (image-files.ts).
import { PHOTO_KINDS, pickedImageProblem, type PickedFileFacts } from './image-files';
import { AGENT_MESSAGES, VERIFICATION_MESSAGES } from './rule-messages';

/** The message to show for this pick, or null when it may be sent. */
export function agentPhotoProblem(file: PickedFileFacts | null | undefined): string | null {
  if (!file) return AGENT_MESSAGES.photoRequired;
  const problem = pickedImageProblem(file, PHOTO_KINDS);
  if (problem === 'tooLarge') return AGENT_MESSAGES.photoTooLarge;
  // Too small to be a photo (under 1 KB) is no usable image either.
  if (problem) return VERIFICATION_MESSAGES.selectImage;
  return null;
}
