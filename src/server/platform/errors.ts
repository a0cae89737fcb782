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

type ParamsArg<C extends ErrorCode> = keyof ErrorParamsOf<C> extends never
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
