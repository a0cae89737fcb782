// One declaration per API endpoint (DESIGN §9): method, path, who may call it, what it reads,
// what it answers and the error codes it can answer with. The server binds its routes from these
// (src/server/platform/bind-endpoint.ts), the browser's client and hooks are typed by them
// (src/web/lib/api-client.ts) and /api/openapi.json is generated from them.
import type { z } from 'zod';
import type { Access } from '@/domain/roles';
import type { ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A file field of a multipart body: at most `maxCount` files under this name, each ≤ 5 MB. */
export interface FileField {
  readonly maxCount: number;
  readonly description?: string;
}

/**
 * A multipart body: named file fields, text fields checked by a schema, and the error codes for a
 * file over the size limit and for more files than allowed (their texts differ between screens).
 */
export interface MultipartSpec<
  Files extends string = string,
  Fields extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly kind: 'multipart';
  readonly files: Readonly<Record<Files, FileField>>;
  readonly fields: Fields;
  readonly tooLarge: ErrorCode;
  readonly tooMany: ErrorCode;
}

/** A JSON answer; the schema also filters what leaves the server (nothing unlisted leaks). */
export interface JsonReply<S extends z.ZodType = z.ZodType> {
  readonly kind: 'json';
  readonly status: 200 | 201;
  readonly schema: S;
}
/** A browser navigation answered with a redirect (sign-out links, SPEC §7). */
export interface RedirectReply {
  readonly kind: 'redirect';
  readonly status: 302;
}
/** Bytes of a private file (an identity document), never cached. */
export interface FileReply {
  readonly kind: 'file';
  readonly status: 200;
  readonly contentType: string;
}
/** A page for people (the API reference at /api/docs). */
export interface HtmlReply {
  readonly kind: 'html';
  readonly status: 200;
}
/**
 * A CSV download for spreadsheets (issue 14 exports): streamed in batches, saved under a dated
 * file name, never cached. The handler gives the header and the rows; bind-endpoint writes them.
 */
export interface CsvReply {
  readonly kind: 'csv';
  readonly status: 200;
}
export type ReplySpec = JsonReply | RedirectReply | FileReply | HtmlReply | CsvReply;

/** One cell of a CSV row: text, a count, or empty. */
export type CsvCell = string | number | null;

/** What a CSV handler returns: the file name offered, the column names, the rows one by one. */
export interface CsvDownload {
  readonly filename: string;
  readonly header: readonly string[];
  readonly rows: AsyncIterable<readonly CsvCell[]>;
}

export interface EndpointSpec {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly access: Access;
  /** One line for the API reference. */
  readonly summary: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType | MultipartSpec;
  /**
   * What the API reference shows for a JSON body whose schema first normalises several readings
   * into one (SPEC §7/§3 accept-batch): the readings themselves.
   */
  readonly documentedBody?: z.ZodType;
  readonly reply: ReplySpec;
  /** The codes this endpoint answers with besides the ones every endpoint of its access can. */
  readonly errors: readonly ErrorCode[];
}

export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

export function json<S extends z.ZodType>(schema: S): JsonReply<S> {
  return { kind: 'json', status: 200, schema };
}

export function created<S extends z.ZodType>(schema: S): JsonReply<S> {
  return { kind: 'json', status: 201, schema };
}

export const redirect: RedirectReply = { kind: 'redirect', status: 302 };

export const jpegFile: FileReply = { kind: 'file', status: 200, contentType: 'image/jpeg' };

export const htmlPage: HtmlReply = { kind: 'html', status: 200 };

export const csvDownload: CsvReply = { kind: 'csv', status: 200 };

export function multipart<
  const Files extends string,
  Fields extends z.ZodType | undefined = undefined,
>(
  spec: Omit<MultipartSpec<Files, Fields>, 'kind' | 'fields'> & { fields?: Fields },
): MultipartSpec<Files, Fields> {
  return { kind: 'multipart', ...spec, fields: spec.fields as Fields };
}

export function isMultipart(body: EndpointSpec['body']): body is MultipartSpec {
  return typeof body === 'object' && body !== null && 'kind' in body && body.kind === 'multipart';
}

// ---------------------------------------------------------------------------------------------
// Types read off a contract, for the server's handlers and the browser's client.

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What the browser sends: params and query as typed, a JSON body, or FormData for multipart. */
export type RequestOf<E extends EndpointSpec> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends MultipartSpec
    ? { body: FormData }
    : E['body'] extends z.ZodType
      ? { body: Input<E['body']> }
      : { body?: never });

/** What the browser reads from a success: the JSON the reply schema lets out. */
export type ReplyOf<E extends EndpointSpec> =
  E['reply'] extends JsonReply<infer S>
    ? z.output<S>
    : E['reply'] extends FileReply
      ? Blob
      : E['reply'] extends HtmlReply | CsvReply
        ? string
        : never;

/** What a handler returns: the JSON before the reply schema filters it, or the file's bytes. */
export type HandlerReplyOf<E extends EndpointSpec> =
  E['reply'] extends JsonReply<infer S>
    ? z.input<S>
    : E['reply'] extends FileReply
      ? Uint8Array
      : E['reply'] extends HtmlReply
        ? string
        : E['reply'] extends CsvReply
          ? CsvDownload
          : { redirectTo: string };

export type ParamsOf<E extends EndpointSpec> = Output<E['params']>;
export type QueryOf<E extends EndpointSpec> = Output<E['query']>;
export type BodyOf<E extends EndpointSpec> = E['body'] extends MultipartSpec
  ? never
  : Output<E['body']>;

/** '/api/admin/users/:id/password' with { id: 'X' } -> '/api/admin/users/X/password'. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
