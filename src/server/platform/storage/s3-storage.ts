// S3-compatible object storage over plain HTTPS with SigV4 signing (aws4fetch): works with AWS S3,
// Cloudflare R2, MinIO and the like without the full AWS SDK. Every request is bounded: a store
// that does not answer within S3_TIMEOUT_MS, cannot be reached or fails on its side (5xx)
// is a StorageUnavailableError (503 STORAGE_UNAVAILABLE), not a wait of undici's five minutes.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import {
  assertSafeKey,
  assertSafePrefix,
  LIST_PAGE_SIZE,
  reasonOf,
  StorageUnavailableError,
  type FileStorage,
  type ListedFile,
} from './file-storage';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /**
   * How long a request may wait for the store's answer to begin (its status and headers). A body
   * then streams at the reader's pace: a photo going to a phone on a slow link may take longer.
   */
  timeoutMs: number;
}

export function createS3Storage(options: S3Options): FileStorage {
  if (!options.accessKeyId || !options.secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required');
  }
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(
    /\/$/,
    '',
  );
  // Path-style addressing: works for every S3-compatible store.
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${base}/${encodeURIComponent(options.bucket)}/${key}`;
  };

  /**
   * One request, its answer awaited at most `timeoutMs` (or until `signal` aborts).
   * Unreachable, timed out or a 5xx: StorageUnavailableError. Other answers are the caller's.
   */
  async function send(operation: string, url: string, init: RequestInit = {}): Promise<Response> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await client.fetch(url, { ...init, signal });
    } catch (error) {
      throw new StorageUnavailableError(operation, reasonOf(error), { cause: error });
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      throw new StorageUnavailableError(operation, String(response.status));
    }
    return response;
  }

  return {
    async put(key, body, contentType) {
      const response = await send(`PUT ${key}`, urlOf(key), {
        method: 'PUT',
        body: new Blob([new Uint8Array(body)]),
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
    },
    async get(key) {
      const response = await send(`GET ${key}`, urlOf(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok || !response.body)
        throw new Error(`S3 GET ${key} failed: ${response.status}`);
      const length = response.headers.get('content-length');
      return {
        body: Readable.fromWeb(response.body as WebReadableStream),
        size: length ? Number(length) : undefined,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await send(`DELETE ${key}`, urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
      }
    },
    async *list(prefix) {
      assertSafePrefix(prefix);
      let token: string | undefined;
      // ListObjectsV2, a page of at most 1000 keys a request, following the continuation token.
      do {
        const query = new URLSearchParams({
          'list-type': '2',
          prefix,
          'max-keys': String(LIST_PAGE_SIZE),
        });
        if (token) query.set('continuation-token', token);
        const response = await send(
          `LIST ${prefix}`,
          `${base}/${encodeURIComponent(options.bucket)}?${query.toString()}`,
        );
        if (!response.ok) throw new Error(`S3 LIST ${prefix} failed: ${response.status}`);
        const page = parseListPage(await response.text());
        if (page.files.length > 0) yield page.files;
        token = page.nextToken;
      } while (token);
    },
    async ping(signal) {
      // HeadBucket: one cheap request that needs the endpoint, the bucket and the credentials.
      const response = await send('HEAD bucket', `${base}/${encodeURIComponent(options.bucket)}`, {
        method: 'HEAD',
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) throw new Error(`S3 HEAD bucket failed: ${response.status}`);
    },
  };
}

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity]!);

/** One ListObjectsV2 answer: its objects (key, last-modified) and the next page's token. */
export function parseListPage(xml: string): { files: ListedFile[]; nextToken?: string } {
  const files: ListedFile[] = [];
  for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = /<Key>([^<]*)<\/Key>/.exec(contents!)?.[1];
    const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(contents!)?.[1];
    if (key === undefined || modified === undefined) continue;
    files.push({ key: unescapeXml(key), lastModified: new Date(modified) });
  }
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return truncated && token ? { files, nextToken: unescapeXml(token) } : { files };
}
