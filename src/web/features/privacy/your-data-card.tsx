// "Your data" on the seller and agent profiles (issue 15): download everything held about you as
// a JSON file (a plain link: the server answers with an attachment, the session cookie goes
// along) and delete the account. The delete dialog is a chunk of its own, fetched as the card
// shows: the profile's first load stays within its JS budget (scripts/bundle-budget.mjs).
import { Download, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { addEnglish, useT } from '@/web/i18n/i18n';
import { PRIVACY_ENDPOINTS, type Audience } from './api';
import privacyEnglish from '@/web/i18n/locales/en/privacy';

addEnglish(privacyEnglish);

const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })),
);

export function YourDataCard({ audience }: { audience: Audience }) {
  const { t } = useT();
  return (
    <SectionCard
      titleId="your-data-title"
      title={t('privacy.card.title')}
      icon={ShieldCheck}
      description={t('privacy.card.description')}
      contentClassName="grid gap-3"
    >
      <p className="text-sm text-muted-foreground">{t('privacy.card.downloadHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={PRIVACY_ENDPOINTS[audience].exportData.path} download>
            <Download aria-hidden="true" />
            {t('privacy.card.download')}
          </a>
        </Button>
        <Suspense
          fallback={
            <Button variant="destructive" size="sm" disabled>
              {t('privacy.delete.open')}
            </Button>
          }
        >
          <DeleteAccountDialog audience={audience} />
        </Suspense>
      </div>
    </SectionCard>
  );
}
