// The one catalogue of error codes (DESIGN §4): every 4xx/5xx body is
// { "code": "...", "message": "...", "params": {...} } with the status given here.
import type { ErrorDef, ErrorParams } from './define-error';
import { ACCOUNT_ERRORS } from './errors/account-errors';
import { ANALYTICS_ERRORS } from './errors/analytics-errors';
import { AGENT_ERRORS } from './errors/agent-errors';
import { ITEM_ERRORS } from './errors/item-errors';
import { NOTIFICATION_ERRORS } from './errors/notification-errors';
import { PLATFORM_ERRORS } from './errors/platform-errors';
import { PRIVACY_ERRORS } from './errors/privacy-errors';
import { STAFF_ERRORS } from './errors/staff-errors';
import { SHIPMENT_ERRORS } from './errors/shipment-errors';
import { VERIFICATION_ERRORS } from './errors/verification-errors';

export const ERRORS = {
  ...PLATFORM_ERRORS,
  ...ACCOUNT_ERRORS,
  ...ITEM_ERRORS,
  ...VERIFICATION_ERRORS,
  ...SHIPMENT_ERRORS,
  ...AGENT_ERRORS,
  ...NOTIFICATION_ERRORS,
  ...PRIVACY_ERRORS,
  ...ANALYTICS_ERRORS,
  ...STAFF_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** The params an error of this code carries (empty for a fixed text). */
export type ErrorParamsOf<C extends ErrorCode> =
  (typeof ERRORS)[C] extends ErrorDef<infer P> ? P : never;

/** The body of every error answer. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  params: ErrorParams;
}

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The English text of an error, as the server sends it. */
export function errorMessage<C extends ErrorCode>(code: C, params: ErrorParamsOf<C>): string {
  return (ERRORS[code] as ErrorDef<ErrorParamsOf<C>>).message(params);
}
