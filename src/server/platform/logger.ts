// pino options: structured JSON logs that never carry passwords, session ids, document bytes, or
// the values of a failed query. Every logged error goes through errorForLog (the `err` serializer
// of the app's logger, also used by anything that prints an error outside it).
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import { stdoutDestination } from './log-destination';

const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.bankAccountNumber',
  '*.aadharFront',
  '*.aadharBack',
];

/**
 * pino-pretty is a development dependency: an install without them (the image's
 * `npm ci --omit=dev`) asked for LOG_FORMAT=pretty logs JSON rather than failing to start.
 */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export function loggerOptions(
  level: string,
  format: 'pretty' | 'json' = 'json',
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(format === 'pretty' && prettyPrinterInstalled()
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : { stream: stdoutDestination() }),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: {
      // log.error(error): pino would make the error's own message the line's msg (a drizzle
      // message holds the query's values); the line gets the scrubbed one.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest : [errorForLog(first).message];
          return method.apply(this, [{ err: first }, ...message] as Parameters<typeof method>);
        }
        return method.apply(this, args);
      },
    },
    serializers: {
      // Only method, path and client: query strings and bodies can carry personal data.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
      err: errorForLog,
      error: errorForLog,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Errors, as the log may hold them
//
// A failed query carries its values: drizzle's DrizzleQueryError has `.params` and puts them in
// its message ("Failed query: ...\nparams: <hash>,<email>,..."), PGlite's errors have `.params`,
// and PostgreSQL's own fields quote values ("Key (email)=(x@y) already exists", `where`, values in
// "invalid input syntax for type integer: "..."). What is logged is an allow-list: the name, the
// code and the database's identifiers, the SQL text without values, the stack frames, and the
// same for each `cause`; every text is scrubbed of values; nothing else of the error survives.

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  /** The scrubbed message, then the stack frames (only the message when there were none). */
  stack: string;
  code?: string;
  statusCode?: number;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  routine?: string;
  position?: string;
  /** The SQL of a failed query: placeholders ($1), never the values. */
  query?: string;
  detail?: string;
  hint?: string;
  cause?: LoggedError | string;
  errors?: (LoggedError | string)[];
}

const REDACTED = '[redacted]';
const MAX_DEPTH = 5;
const MAX_TEXT = 2000;

/** The database's names of things (constraint, table...) are kept as they are, if they look like names. */
const IDENTIFIER = /^[A-Za-z_][\w$.]{0,127}$/;
/** Codes (SQLSTATE '23505', 'FST_ERR_...', 'ECONNREFUSED') and the database's names. */
const CODE_LIKE = /^[\w$.-]{1,128}$/;
const IDENTIFIER_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

export function errorForLog(error: unknown): LoggedError {
  return serialize(error, 0, new Set());
}

function serialize(error: unknown, depth: number, seen: Set<unknown>): LoggedError {
  if (error === null || typeof error !== 'object') {
    const message = scrubText(String(error));
    return { type: typeof error, message, stack: message };
  }
  if (seen.has(error)) return { type: 'Circular', message: '[circular]', stack: '[circular]' };
  seen.add(error);
  const e = error as Record<string, unknown>;
  const type = nameOf(error);
  const message = messageOf(e);
  const out: LoggedError = {
    type,
    message,
    stack: stackOf(typeof e.stack === 'string' ? e.stack : '', type, message),
  };
  for (const field of IDENTIFIER_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' && CODE_LIKE.test(value)) out[field] = value;
  }
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.position === 'string' || typeof e.position === 'number') {
    out.position = String(e.position).slice(0, 20);
  }
  const query = typeof e.query === 'string' ? e.query : undefined;
  if (query) out.query = scrubText(query, false);
  if (typeof e.detail === 'string') out.detail = scrubDetail(e.detail);
  if (typeof e.hint === 'string') out.hint = scrubText(e.hint);
  if (e.cause !== undefined) {
    out.cause = depth < MAX_DEPTH ? serialize(e.cause, depth + 1, seen) : '[more causes]';
  }
  if (Array.isArray(e.errors)) {
    out.errors = e.errors
      .slice(0, 10)
      .map((inner) => (depth < MAX_DEPTH ? serialize(inner, depth + 1, seen) : '[more errors]'));
  }
  return out;
}

function nameOf(error: object): string {
  const name = (error as { name?: unknown }).name;
  const code = (error as { code?: unknown }).code;
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  // Bundled libraries (PGlite) have minified class names ('O'): their own name, or what it is.
  const candidates = [
    typeof constructorName === 'string' && constructorName.length > 2 ? constructorName : '',
    typeof name === 'string' && name !== 'error' ? name : '',
    typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? 'DatabaseError' : '',
  ].filter((candidate) => candidate && candidate !== 'Object' && IDENTIFIER.test(candidate));
  const specific = candidates.find((candidate) => candidate !== 'Error');
  return specific ?? candidates[0] ?? 'Error';
}

function messageOf(e: Record<string, unknown>): string {
  const raw = typeof e.message === 'string' ? e.message : '';
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>": the SQL alone.
  if (typeof e.query === 'string' && 'params' in e && raw.startsWith('Failed query:')) {
    return scrubText(`Failed query: ${e.query}`, false);
  }
  return scrubText(raw);
}

/** The stack's frames under a first line rebuilt from the scrubbed message. */
function stackOf(stack: string, type: string, message: string): string {
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 30)
    .map((line) => withoutControlCharacters(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/**
 * PostgreSQL's detail, with the values taken out: "Key (lower(email))=([redacted]) already
 * exists.", "Failing row contains ([redacted])."; any other detail may quote values and is
 * dropped.
 */
function scrubDetail(detail: string): string {
  const key =
    /^Key \(([^)]*(?:\([^)]*\))?[^)]*)\)=\(.*\) (already exists|is not present in table "\w+"|is still referenced from table "\w+"|conflicts with existing key \(.*\))\.?$/s.exec(
      detail,
    );
  if (key) return `Key (${key[1]})=(${REDACTED}) ${key[2]!.replace(/\(.*\)/s, `(${REDACTED})`)}.`;
  if (/^Failing row contains \(/.test(detail)) return `Failing row contains (${REDACTED}).`;
  return REDACTED;
}

// Values that must never reach a log, whatever text carries them.
const SCRUBBERS: [RegExp, string][] = [
  // "params: ..." to the end (a drizzle message seen through another wrapper).
  [/\n\s*params:[\s\S]*$/, `\nparams: ${REDACTED}`],
  // argon2 hashes ($argon2id$v=19$m=...,t=...,p=...$salt$hash) and other modular-crypt hashes.
  [/\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+(?:\$[A-Za-z0-9+/=]*){0,2}/g, REDACTED],
  [/\$2[aby]?\$\d\d\$[./A-Za-z0-9]{20,}/g, REDACTED],
  // Emails and UPI ids (name@bank).
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)*/g, REDACTED],
  // Phone, account and transaction numbers: runs of 8 or more digits (spaces and dashes allowed).
  [/\+?\d(?:[\s-]?\d){7,}/g, REDACTED],
  // Base64 blobs (ciphertexts of account numbers, tokens): 24+ characters mixing digits, upper
  // and lower case (SQL names and paths have no upper case, or no digits).
  [
    /(?=[A-Za-z0-9+/]{0,200}\d)(?=[A-Za-z0-9+/]{0,200}[A-Z])(?=[A-Za-z0-9+/]{0,200}[a-z])[A-Za-z0-9+/]{24,}={0,2}/g,
    REDACTED,
  ],
  // Hex of 32+ digits (hashed session ids, keys).
  [/\b[0-9a-fA-F]{32,}\b/g, REDACTED],
];

/** A quoted value after a word that introduces one: `syntax for type integer: "..."`, `value "..."`. */
const QUOTED_VALUE = /(:\s*|\bvalue\s+|\bliteral\s+|\binput\s+)"(?:[^"]|"")*"/gi;

/**
 * Text of an error with the values in it replaced by [redacted] (quoted values too, unless it is
 * SQL, whose double quotes are names); control characters become U+FFFD.
 */
export function scrubText(text: string, quotedValues = true): string {
  let out = withoutControlCharacters(text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
  if (quotedValues)
    out = out.replace(QUOTED_VALUE, (_match, lead: string) => `${lead}"${REDACTED}"`);
  for (const [pattern, replacement] of SCRUBBERS) out = out.replace(pattern, replacement);
  return out;
}

/** NUL, unpaired surrogates and other control characters (not newlines and tabs) as U+FFFD. */
function withoutControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\p{Cs}]/gu, '\uFFFD');
}
