// Identity documents (DESIGN §3): re-encoded without metadata, encrypted with AES-256-GCM, stored
// under random keys in a folder that no public route serves, and read back only through the
// authorised document routes.
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FieldCipher } from './field-encryption';
import { processDocumentImage } from './image-pipeline';
import type { FileStorage } from './storage';

const DOCUMENT_KEY = /^documents\/[0-9a-f]{32}\.bin$/;

export async function storeDocument(
  storage: FileStorage,
  cipher: FieldCipher,
  bytes: Buffer,
  notAccepted: string,
): Promise<string> {
  const jpeg = await processDocumentImage(bytes, notAccepted);
  const key = `documents/${crypto.randomBytes(16).toString('hex')}.bin`;
  await storage.put(key, cipher.encrypt(jpeg), 'application/octet-stream');
  return key;
}

export async function readDocument(
  storage: FileStorage,
  cipher: FieldCipher,
  key: string,
): Promise<Buffer | null> {
  if (!DOCUMENT_KEY.test(key)) return null;
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return cipher.decrypt(Buffer.concat(chunks));
}

/** Decrypted bytes go out once, to this response only: never cached, never sniffed, never framed. */
export function sendDocument(reply: FastifyReply, jpeg: Buffer) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Type', 'image/jpeg')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .send(jpeg);
}
