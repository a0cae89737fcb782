// GET /api/agent/aadhar/:side: the agent's own Aadhaar image, decrypted.
import type { DocumentSide } from '@/domain/verification-inputs';
import type { Db } from '@/server/db/client';
import { readDocumentSide } from '@/server/platform/document-store';
import type { FieldCipher } from '@/server/platform/field-encryption';
import type { FileStorage } from '@/server/platform/storage';
import { findAgentById } from './agent-repository';

export async function readAgentDocument(
  deps: { db: Db; storage: FileStorage; cipher: FieldCipher },
  agentId: number,
  side: DocumentSide,
): Promise<Buffer> {
  const agent = await findAgentById(deps.db, agentId);
  return readDocumentSide(deps.storage, deps.cipher, agent, side);
}
