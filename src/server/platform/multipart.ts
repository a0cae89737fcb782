// The one multipart reader (DESIGN §3): named file fields from the endpoint's contract, each file
// at most 5 MB, text fields checked by the contract's schema, and @fastify/multipart's own limit
// errors in words a seller understands.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MultipartSpec } from '@/contract/endpoint';
import { MAX_IMAGE_BYTES } from '@/domain/constants';
import { hasForbiddenCharacters, withoutForbiddenCharacters } from '@/domain/fields.schema';
import { FIELD_MESSAGES } from '@/domain/rule-messages';
import { AppError, appError, validationError, validationErrorOf } from './errors';

export interface MultipartContent<Files extends string, Fields> {
  fields: Fields;
  /** Files by field name, in the order they arrived (empty when `onFile` took them). */
  files: Record<Files, Buffer[]>;
}

export interface ReadOptions<Files extends string> {
  /**
   * Sees each file as soon as it has arrived; the next is read when the returned promise settles,
   * and the file is not kept (the photo upload keeps three in hand, so ten 5 MB photos never sit in
   * memory together).
   */
  onFile?: (name: Files, bytes: Buffer) => Promise<void>;
  /**
   * Where each file is read: a buffer of at least MAX_IMAGE_BYTES, handed to `onFile` as a view
   * of its first bytes (the caller gives it back to its pool when done). Default: a new buffer
   * per file.
   */
  readInto?: () => Promise<Buffer>;
}

export interface MultipartForm<Files extends string, Fields> {
  read(options?: ReadOptions<Files>): Promise<MultipartContent<Files, Fields>>;
}

type FieldsOf<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export function multipartForm<Files extends string, S extends z.ZodType | undefined>(
  request: FastifyRequest,
  spec: MultipartSpec<Files, S>,
): MultipartForm<Files, FieldsOf<S>> {
  return { read: (options) => readMultipart(request, spec, options) };
}

async function readMultipart<Files extends string, S extends z.ZodType | undefined>(
  request: FastifyRequest,
  spec: MultipartSpec<Files, S>,
  { onFile, readInto }: ReadOptions<Files> = {},
): Promise<MultipartContent<Files, FieldsOf<S>>> {
  if (!request.isMultipart()) throw appError('NOT_MULTIPART');
  const names = Object.keys(spec.files) as Files[];
  const files = Object.fromEntries(names.map((name) => [name, []])) as unknown as Record<
    Files,
    Buffer[]
  >;
  const counts = new Map<string, number>();
  const text: Record<string, string> = {};
  // One file more than allowed in all, so the extra one is refused with the endpoint's own words.
  const maxFiles = names.reduce((sum, name) => sum + spec.files[name].maxCount, 0) + 1;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 20, parts: 40 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') {
          // Text the database cannot store (NUL, an unpaired surrogate) is refused as soon as it
          // arrives, for every multipart route.
          if (hasForbiddenCharacters(part.value) || hasForbiddenCharacters(part.fieldname)) {
            throw validationError(
              withoutForbiddenCharacters(part.fieldname).slice(0, 200),
              FIELD_MESSAGES.forbiddenCharacters,
            );
          }
          text[part.fieldname] = part.value;
        }
        continue;
      }
      const name = part.fieldname as Files;
      if (!names.includes(name)) {
        part.file.resume();
        continue;
      }
      const count = counts.get(name) ?? 0;
      if (count >= spec.files[name].maxCount) throw new AppError(spec.tooMany, {} as never);
      counts.set(name, count + 1);
      const bytes = readInto
        ? await readFileInto(part.file, await readInto(), spec)
        : await part.toBuffer();
      if (onFile) await onFile(name, bytes);
      else files[name].push(bytes);
    }
  } catch (error) {
    throw readError(error, spec);
  }
  return { fields: parseFields(spec.fields, text), files };
}

/** A file's bytes copied into `target`; refused as too large past MAX_IMAGE_BYTES. */
async function readFileInto(
  file: AsyncIterable<Buffer> & { truncated?: boolean },
  target: Buffer,
  spec: MultipartSpec,
): Promise<Buffer> {
  const room = Math.min(target.length, MAX_IMAGE_BYTES);
  let length = 0;
  for await (const chunk of file) {
    // busboy stops at fileSize and marks the file truncated; the check here is for `target`.
    if (length + chunk.length > room) throw new AppError(spec.tooLarge, {} as never);
    chunk.copy(target, length);
    length += chunk.length;
  }
  if (file.truncated) throw new AppError(spec.tooLarge, {} as never);
  return target.subarray(0, length);
}

function parseFields<S extends z.ZodType | undefined>(
  schema: S,
  text: Record<string, string>,
): FieldsOf<S> {
  if (!schema) return {} as FieldsOf<S>;
  const parsed = schema.safeParse(text);
  if (!parsed.success) throw validationErrorOf(parsed.error.issues);
  return parsed.data as FieldsOf<S>;
}

function readError(error: unknown, spec: MultipartSpec): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(spec.tooLarge, {} as never);
    case 'FST_FILES_LIMIT':
      return new AppError(spec.tooMany, {} as never);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return appError('TOO_MANY_FIELDS');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return appError('NOT_MULTIPART');
  }
  // busboy's own parse errors (a body cut off mid-way, a broken boundary) carry no code.
  if (!code && error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return appError('UPLOAD_INTERRUPTED');
  }
  return error;
}
