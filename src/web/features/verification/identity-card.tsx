// Identity Verification on the customer's profile (SPEC §2, §4, §5): verified sellers see
// 'Identity Verified' with the date and can look at their own two images; everyone else uploads
// the front and back of their Aadhar card. Proven by the card's Secure QR (issue 23), it says so,
// with the number's last 4 digits, and that no copy was kept.
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
        !user.verifiedAt
          ? null
          : user.identityCheck === 'aadhaar_qr' && user.aadhaarLast4
            ? t('identity.verifiedByQr', {
                last4: user.aadhaarLast4,
                date: format.date(user.verifiedAt),
              })
            : t('identity.verifiedOn', { date: format.date(user.verifiedAt) })
      }
      documentUrl={ownDocumentUrl}
      upload={upload}
      deletedAt={user.aadharDeletedAt}
      provenByQr={user.identityCheck === 'aadhaar_qr'}
    />
  );
}
