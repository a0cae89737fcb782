// "Your data" on the seller and agent profiles (issue 15): download everything held about you as
// a JSON file (a link: the server answers with an attachment, the session cookie goes along) and
// delete the account. The link alone would save the JSON refusal as the file once the session has
// ended (expired, or ended elsewhere), so a click first asks the app's session read and only then
// starts the download (lib/session-checked-download.ts): a 401 shows what the page shows anyone
// signed out, another failure a message and no file. The delete dialog is a chunk of its own,
// fetched as the card shows: the profile's first load stays within its JS budget
// (scripts/bundle-budget.mjs).
import { Download, ShieldCheck } from 'lucide-react';
import { Suspense } from 'react';
import { lazy } from '@/web/lib/lazy';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/i18n';
import { useErrorText } from '@/web/lib/error-text';
import { downloadAfterSessionCheck } from '@/web/lib/session-checked-download';
import { PRIVACY_ENDPOINTS, useSessionReadCheck, type Audience, type SessionRead } from './api';

const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
);

interface YourDataCardProps {
  audience: Audience;
  /** The app's own "who is signed in" read, asked before the download starts. */
  sessionRead: SessionRead;
}

export function YourDataCard({ audience, sessionRead }: YourDataCardProps) {
  const { t } = useT();
  const errorText = useErrorText();
  const sessionCheck = useSessionReadCheck(sessionRead, (error) =>
    toast({
      variant: 'destructive',
      title: t('common.error'),
      description: errorText(error, t('friendly.fallback')),
    }),
  );
  return (
    <SectionCard
      title={t('privacy.card.title')}
      icon={ShieldCheck}
      description={t('privacy.card.description')}
      contentClassName="grid gap-3"
    >
      <p className="text-sm text-muted-foreground">{t('privacy.card.downloadHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a
            href={PRIVACY_ENDPOINTS[audience].exportData.path}
            download
            onClick={(event) => void downloadAfterSessionCheck(event, sessionCheck)}
          >
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
