// The 'View front' / 'View back' buttons of someone's Aadhaar images, each opening the image in a
// dialog: on the owner's own identity card, and on the admin's user and agent cards, where each
// button names whose image it opens and the list has a heading.
import type { IdentityCheck } from '@/domain/identity-check';
import { DOCUMENT_SIDES, type DocumentSide } from '@/domain/verification-inputs';
import { useT } from '@/web/i18n/i18n';
import { DocumentDialog } from './document-dialog';

interface Holder {
  name: string;
  hasAadharFront: boolean;
  hasAadharBack: boolean;
  /** When the images were deleted after verification (issue 15): a note replaces the buttons. */
  aadharDeletedAt?: string | null | undefined;
  /** 'aadhaar_qr': the card's Secure QR proved it and no image was kept (issue 23). */
  identityCheck?: IdentityCheck | null;
}

interface DocumentViewsProps {
  /** The catalogue prefix of 'View front', 'View back' and the dialog's description. */
  texts: 'identity' | 'documents.agent' | 'adminUsers' | 'documents.adminAgent';
  /** The catalogue prefix of the side names ('Aadhar Card Front'). */
  sideTexts: 'identity' | 'documents.agent';
  documentUrl: (side: DocumentSide) => string;
  /** On an admin card: whose images, and which of them were uploaded. */
  holder?: Holder;
  /** On the owner's own card: when their images were deleted after verification. */
  deletedAt?: string | null | undefined;
  /** On the owner's own card: the Secure QR proved it, no image was kept. */
  provenByQr?: boolean;
}

export function DocumentViews({
  texts,
  sideTexts,
  documentUrl,
  holder,
  deletedAt,
  provenByQr,
}: DocumentViewsProps) {
  const { t, format } = useT();
  const deleted = holder ? holder.aadharDeletedAt : deletedAt;
  const byQr = holder ? holder.identityCheck === 'aadhaar_qr' : provenByQr;
  if (deleted && byQr) {
    return <p className="text-sm text-muted-foreground">{t('privacy.aadhaar.notKept')}</p>;
  }
  if (deleted) {
    return (
      <p className="text-sm text-muted-foreground">
        {t('privacy.aadhaar.deleted', { date: format.date(deleted) })}
      </p>
    );
  }
  const sides = holder
    ? DOCUMENT_SIDES.filter((side) =>
        side === 'front' ? holder.hasAadharFront : holder.hasAadharBack,
      )
    : DOCUMENT_SIDES;
  if (sides.length === 0) return null;
  const name = holder?.name ?? '';
  const buttons = (
    <div className="flex flex-wrap gap-2">
      {sides.map((side) => (
        <DocumentDialog
          key={side}
          triggerLabel={t(`${texts}.${side === 'front' ? 'viewFront' : 'viewBack'}`)}
          triggerAriaLabel={
            texts === 'adminUsers' || texts === 'documents.adminAgent'
              ? t(`${texts}.${side === 'front' ? 'viewFrontOf' : 'viewBackOf'}`, { name })
              : undefined
          }
          title={t(`${sideTexts}.${side}`)}
          description={t(`${texts}.documentDescription`, { name })}
          src={documentUrl(side)}
          alt={t(`${sideTexts}.${side}`)}
        />
      ))}
    </div>
  );
  if (texts !== 'adminUsers' && texts !== 'documents.adminAgent') return buttons;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{t(`${texts}.documents`)}</h4>
      {buttons}
    </div>
  );
}
