import { FRIENDLY, friendlyErrorMessage } from '../../domain/friendly-error';

/**
 * SPEC §8 "server message or <fallback>": the catalogue's friendly text, or the screen's own
 * fallback when the error carried no message worth showing.
 */
export function errorText(error: unknown, fallback: string): string {
  const message = friendlyErrorMessage(error);
  return message === FRIENDLY.fallback || message === FRIENDLY.noMessage ? fallback : message;
}
