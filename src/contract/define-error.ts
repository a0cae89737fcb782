// The shape of one entry of the error catalogue (src/contract/error-codes.ts).
import type { FriendlyRow } from '@/domain/friendly-error';
export type ErrorParamValue = string | number;
export type ErrorParams = Readonly<Record<string, ErrorParamValue>>;
type NoParams = Readonly<Record<never, never>>;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

export interface ErrorDef<P extends ErrorParams = ErrorParams> {
  readonly status: ErrorStatus;
  /**
   * The English text the server sends as `message`: the SPEC's words where the SPEC gives them
   * (the '{status}: {body}' rule and the SPEC §8 catalogue read it). The browser picks what it
   * shows by code and params; Hindi lives in the web catalogue under `errors.<CODE>`.
   */
  readonly message: (params: P) => string;
  /** Names of the params the message uses, for the API reference and the translation check. */
  readonly params: readonly (keyof P & string)[];
  /**
   * The SPEC §8 row the message falls under ('Invalid credentials' -> invalidCredentials): the
   * browser shows that row's text. A test holds every code to the SPEC's matching rule.
   */
  readonly friendly?: FriendlyRow;
}

/** An error with a fixed text. */
export function fixedError(
  status: ErrorStatus,
  message: string,
  friendly?: FriendlyRow,
): ErrorDef<NoParams> {
  return { status, message: () => message, params: [], ...(friendly ? { friendly } : {}) };
}

/** An error whose text is made from params, e.g. the shortfall of a batch. */
export function paramError<P extends ErrorParams>(
  status: ErrorStatus,
  params: readonly (keyof P & string)[],
  message: (params: P) => string,
  friendly?: FriendlyRow,
): ErrorDef<P> {
  return { status, message, params, ...(friendly ? { friendly } : {}) };
}
