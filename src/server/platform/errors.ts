// One error shape for the whole API (DESIGN §4): { "code", "message", "params" } with the status the
// catalogue (src/contract/error-codes.ts) gives the code. 4xx messages are meant for people; 5xx
// are logged and answered with a generic message (no stack, no SQL).
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorParams } from '@/contract/define-error';
import {
  ERRORS,
  errorMessage,
  type ErrorBody,
  type ErrorCode,
  type ErrorParamsOf,
} from '@/contract/error-codes';
import { ruleOf } from '@/domain/rule-messages';
import { StorageUnavailableError } from './storage/file-storage';

export type ParamsArg<C extends ErrorCode> = keyof ErrorParamsOf<C> extends never
  ? []
  : [ErrorParamsOf<C>];

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly statusCode: number;
  readonly params: ErrorParams;

  constructor(
    readonly code: C,
    params: ErrorParamsOf<C>,
    /** Only for INVALID_INPUT: the text of the rule that was broken. */
    message?: string,
  ) {
    super(message ?? errorMessage(code, params));
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
    this.params = params;
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, params: this.params };
  }
}

/** `throw appError('ITEM_NOT_FOUND')`, `throw appError('MINIMUM_ORDER_NOT_MET', { shortfall })`. */
export function appError<C extends ErrorCode>(code: C, ...params: ParamsArg<C>): AppError<C> {
  return new AppError(code, (params[0] ?? {}) as ErrorParamsOf<C>);
}

/** A broken rule of a shared schema, named so the browser can say it in the reader's language. */
export function validationError(field: string, message: string): AppError<'INVALID_INPUT'> {
  return new AppError('INVALID_INPUT', { field, rule: ruleOf(message) ?? '' }, message);
}

/** The first issue of a zod error as a INVALID_INPUT answer. */
export function validationErrorOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const first = issues[0];
  return validationError(
    first ? first.path.map(String).join('.') : '',
    first?.message ?? 'Bad request',
  );
}

export function sendError(reply: FastifyReply, error: AppError) {
  return reply.status(error.statusCode).send(error.toBody());
}

/** PostgreSQL unique_violation, from node-postgres or PGlite (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

// SQLSTATEs that say "the database cannot answer now", not "this request is wrong": a statement
// cancelled by statement_timeout (57014), a server shutting down or starting (57P01-57P03),
// too many connections (53300), a session ended for idling in a transaction (25P03), and the
// connection exceptions (08xxx).
const UNAVAILABLE_SQLSTATES = /^(57014|57P0[1-3]|53300|25P03|08\d{3})$/;
// The network below: the server refused, reset, or could not be found.
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// node-postgres' own errors carry no code: connect timeout, pool wait, read timeout, lost socket.
const UNAVAILABLE_MESSAGES =
  /^(timeout expired|timeout exceeded when trying to connect|Query read timeout|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable)$/;

/**
 * The database is unreachable, overloaded or timed out (from node-postgres or PGlite, through
 * drizzle's `cause`): answered 503 SERVICE_UNAVAILABLE, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_ERRNOS.has(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The StorageUnavailableError behind an error (itself or a cause), if any. */
export function storageUnavailable(error: unknown): StorageUnavailableError | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof StorageUnavailableError) return e;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      return sendError(reply, validationError(field, first?.message ?? 'Bad request'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, fastifyClientError(error, status));
    // Before the database's check: a store's network error must not read as the database down.
    const storage = storageUnavailable(error);
    if (storage) {
      request.log.warn(
        { operation: storage.operation, reason: storage.reason },
        'file storage unavailable',
      );
      return sendError(reply, appError('STORAGE_UNAVAILABLE'));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: warn (errorForLog keeps codes, never values) and let the client retry.
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, appError('SERVICE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, appError('INTERNAL_ERROR'));
  });
}

/** Fastify's own 4xx (bad JSON, body too large, rate limit, unsupported media type). */
function fastifyClientError(error: FastifyError, status: number): AppError {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return appError('INVALID_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return appError('BODY_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return appError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (status === 429) {
    const seconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds ?? 60;
    return appError('RATE_LIMITED', { seconds });
  }
  return appError('BAD_REQUEST');
}
