// GET /api/admin/agents/:id/aadhar/:side: an admin looks at an agent's Aadhaar image. Every view
// that shows an image is on record (DESIGN §3); a missing one is not.
import type { DocumentSide } from '@/domain/verification-inputs';
import { viewDocumentOnRecord, type DocumentViewer } from '@/server/platform/document-store';
import { findAgentById } from './agent-repository';

export async function viewAgentDocument(
  deps: DocumentViewer,
  adminId: string,
  agentId: number,
  side: DocumentSide,
): Promise<Buffer> {
  return viewDocumentOnRecord(deps, {
    adminId,
    owner: await findAgentById(deps.db, agentId),
    target: { type: 'agent', id: agentId },
    side,
    action: 'agent.document_viewed',
  });
}
