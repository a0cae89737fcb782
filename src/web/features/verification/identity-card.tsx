// Identity Verification on the customer's profile (SPEC §2, §4, §5): verified sellers see
// 'Identity Verified' with the date and can look at their own two images; everyone else uploads
// the front and back of their Aadhar card.
import { IdentityDocumentsCard } from '@/web/components/documents/identity-documents-card';
import { useT } from '@/web/i18n/i18n';
import { useSignedInUser } from '@/web/lib/current-user';
import { ownDocumentUrl, useSubmitIdentity } from './api';

export function IdentityCard() {
  const { t, format } = useT();
  const user = useSignedInUser();
  const upload = useSubmitIdentity();
  return (
    <IdentityDocumentsCard
      owner="customer"
      saved={user.isVerified}
      savedNote={
        user.verifiedAt ? t('identity.verifiedOn', { date: format.date(user.verifiedAt) }) : null
      }
      documentUrl={ownDocumentUrl}
      upload={upload}
      deletedAt={user.aadharDeletedAt}
    />
  );
}
