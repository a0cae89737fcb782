// Registers a route from its contract (src/contract): the path, method, declared access, schemas
// and reply all come from the one declaration; the handler is a short binding to a service.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  isMultipart,
  type BodyOf,
  type CsvDownload,
  type EndpointSpec,
  type HandlerReplyOf,
  type MultipartSpec,
  type ParamsOf,
  type QueryOf,
} from '@/contract/endpoint';
import { hasForbiddenCharacters, withoutForbiddenCharacters } from '@/domain/fields.schema';
import type { Access } from '@/domain/roles';
import { FIELD_MESSAGES } from '@/domain/rule-messages';
import type { UserRow } from '@/server/db/schema';
import { contentDisposition, csvStream } from './csv';
import { validationError } from './errors';
import { multipartForm, type MultipartForm } from './multipart';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by bindEndpoint: the contract this route was made from. */
    endpoint?: EndpointSpec;
    /** An admin route a named admin may use before setting up a required second factor. */
    duringEnrolment?: boolean;
  }
}

/** Who is calling, as the guard (platform/guards.ts) established it for the endpoint's access. */
export type CallerOf<A extends Access> = A extends 'customer'
  ? { customer: UserRow }
  : A extends 'admin'
    ? { adminId: string; secondFactor: boolean }
    : A extends 'agent'
      ? { agentId: number }
      : Record<never, never>;

type FieldsOf<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export type HandlerBodyOf<E extends EndpointSpec> =
  E['body'] extends MultipartSpec<infer Files, infer Fields>
    ? MultipartForm<Files, FieldsOf<Fields>>
    : BodyOf<E>;

export interface HandlerInput<E extends EndpointSpec> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: HandlerBodyOf<E>;
  caller: CallerOf<E['access']>;
}

export interface HandlerContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends EndpointSpec> = (
  input: HandlerInput<E>,
  context: HandlerContext,
) => Promise<HandlerReplyOf<E>>;

export interface BindOptions {
  /** @fastify/rate-limit options for this route (sign-in, signup, verify-user). */
  rateLimit?: Record<string, unknown>;
  /**
   * An admin route open to a named admin who must first set up two-step sign-in (ADMIN_MFA=
   * required): the enrolment itself, who is signed in, sign-out. Every other admin route refuses
   * such a session (platform/guards.ts).
   */
  duringEnrolment?: boolean;
}

export function bindEndpoint<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: BindOptions = {},
): void {
  const { reply: replySpec } = endpoint;
  const schema: Record<string, unknown> = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && !isMultipart(endpoint.body)) schema.body = endpoint.body;
  if (replySpec.kind === 'json') schema.response = { [replySpec.status]: replySpec.schema };

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: {
      access: endpoint.access,
      endpoint,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.duringEnrolment ? { duringEnrolment: true } : {}),
    },
    // Before the schemas and the handler: no text the database cannot store gets further.
    // Callback style (a throw is the refusal: Fastify catches it), no promise per request.
    preValidation: (request, _reply, done) => {
      refuseForbiddenText(request);
      done();
    },
    handler: async (request, reply) => {
      const body = isMultipart(endpoint.body)
        ? multipartForm(request, endpoint.body)
        : request.body;
      const input = {
        params: request.params,
        query: request.query,
        body,
        caller: callerOf(request, endpoint.access),
      } as HandlerInput<E>;
      const result = await handler(input, { request, reply });
      if (reply.sent) return reply;
      switch (replySpec.kind) {
        case 'json':
          return reply.status(replySpec.status).send(result);
        case 'redirect':
          return reply.redirect((result as { redirectTo: string }).redirectTo);
        case 'file':
          return sendPrivateFile(reply, result as Uint8Array, replySpec.contentType);
        case 'html':
          return reply
            .type('text/html; charset=utf-8')
            .header('Cache-Control', 'no-cache')
            .send(result);
        case 'csv':
          return sendCsv(reply, result as CsvDownload);
      }
    },
  });
}

/**
 * The safety net under the shared field schemas: a NUL or an unpaired surrogate in any
 * path parameter, query value or JSON string (keys included) is a 400 INVALID_INPUT naming the
 * field, for every route, whatever its schema says. Multipart text is checked in multipart.ts.
 */
export function refuseForbiddenText(request: FastifyRequest): void {
  const field =
    forbiddenTextIn(request.params) ??
    forbiddenTextIn(request.query) ??
    forbiddenTextIn(request.body);
  if (field !== null) {
    throw validationError(
      withoutForbiddenCharacters(field).slice(0, 200),
      FIELD_MESSAGES.forbiddenCharacters,
    );
  }
}

/** The path ('a.0.b') of a string or key holding a forbidden character, or null if none does. */
export function forbiddenTextIn(value: unknown): string | null {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) return path;
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, inner] of Object.entries(current)) {
        const innerPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacters(key)) return innerPath;
        stack.push([inner, innerPath]);
      }
    }
  }
  return null;
}

function callerOf(request: FastifyRequest, access: Access) {
  switch (access) {
    case 'customer':
      return { customer: request.customer };
    case 'admin':
      return { adminId: request.adminId, secondFactor: request.adminSecondFactor };
    case 'agent':
      return { agentId: request.agentId };
    case 'public':
      return {};
  }
}

/** A bulk export of personal data: saved as a file, never cached by anyone on the way. */
function sendCsv(reply: FastifyReply, download: CsvDownload) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(download.filename))
    .send(csvStream(download));
}

/** Private bytes (a decrypted document) go out once, to this response only: never cached,
 * never sniffed, never framed. */
function sendPrivateFile(reply: FastifyReply, bytes: Uint8Array, contentType: string) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Type', contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .send(bytes);
}
