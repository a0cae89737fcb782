// Identity documents (DESIGN §3): re-encoded without metadata, encrypted with AES-256-GCM, stored
// under random keys in a folder that no public route serves, and read back only through the
// authorised document routes.
import crypto from 'node:crypto';
import type { AuditAction } from '@/domain/audit-actions';
import type { FieldCipher } from './field-encryption';
import type { DbOrTx } from '@/server/db/client';
import { recordAdminAction } from './audit-log';
import { appError } from './errors';
import { processDocumentImage } from './image-pipeline';
import type { FileStorage } from './storage';

const DOCUMENT_KEY = /^documents\/[0-9a-f]{32}\.bin$/;

export async function storeDocument(
  storage: FileStorage,
  cipher: FieldCipher,
  bytes: Buffer,
  /** The account uploading, for fair decode slots (image-pipeline). */
  owner?: string,
): Promise<string> {
  return storePreparedDocument(storage, cipher, await processDocumentImage(bytes, owner));
}

/** A document already made upright and stripped (processDocumentImage), encrypted and stored. */
export async function storePreparedDocument(
  storage: FileStorage,
  cipher: FieldCipher,
  jpeg: Buffer,
): Promise<string> {
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

/** Whoever holds Aadhaar images: a customer or an agent row. */
export interface DocumentOwner {
  aadharFrontUrl: string | null;
  aadharBackUrl: string | null;
}

/** The decrypted front or back of an owner's Aadhaar card, for the owner and admin routes. */
export async function readDocumentSide(
  storage: FileStorage,
  cipher: FieldCipher,
  owner: DocumentOwner | undefined | null,
  side: 'front' | 'back',
): Promise<Buffer> {
  const key = side === 'front' ? owner?.aadharFrontUrl : owner?.aadharBackUrl;
  const jpeg = key ? await readDocument(storage, cipher, key) : null;
  if (!jpeg) throw appError('DOCUMENT_NOT_FOUND');
  return jpeg;
}

export interface DocumentViewer {
  db: DbOrTx;
  storage: FileStorage;
  cipher: FieldCipher;
}

/**
 * An admin looks at someone's Aadhaar side (DESIGN §3): every view that shows an image is on
 * record, in the audit log; a view that finds no document answers DOCUMENT_NOT_FOUND and records
 * nothing.
 */
export async function viewDocumentOnRecord(
  { db, storage, cipher }: DocumentViewer,
  view: {
    adminId: string;
    owner: DocumentOwner | undefined | null;
    target: { type: 'user' | 'agent'; id: string | number };
    side: 'front' | 'back';
    action: Extract<AuditAction, `${string}.document_viewed`>;
  },
): Promise<Buffer> {
  const jpeg = await readDocumentSide(storage, cipher, view.owner, view.side);
  await recordAdminAction(db, view.adminId, view.action, view.target, { side: view.side });
  return jpeg;
}
