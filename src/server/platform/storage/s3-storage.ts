// S3-compatible object storage over plain HTTPS with SigV4 signing (aws4fetch): works with AWS S3,
// Cloudflare R2, MinIO and the like without the full AWS SDK.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type FileStorage } from './file-storage';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
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

  return {
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Blob([new Uint8Array(body)]),
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
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
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
      }
    },
  };
}
