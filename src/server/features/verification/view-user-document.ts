// GET /api/admin/users/{id}/aadhar/{side}: an admin looks at a customer's Aadhaar image. Every
// view is on record (DESIGN §3); a view that finds no document records nothing.
import type { DocumentSide } from '@/domain/verification-inputs';
import { viewDocumentOnRecord, type DocumentViewer } from '@/server/platform/document-store';
import { findUserById } from '@/server/features/auth';

export async function viewUserDocument(
  deps: DocumentViewer,
  adminId: string,
  userId: string,
  side: DocumentSide,
): Promise<Buffer> {
  return viewDocumentOnRecord(deps, {
    adminId,
    owner: await findUserById(deps.db, userId),
    target: { type: 'user', id: userId },
    side,
    action: 'identity.document_viewed',
  });
}
