// "A new version is ready — Reload" (docs/decisions/0015): shown by src/web/lib/service-worker.ts
// when the service worker has a newer build waiting. It stays until the reader reloads, in a root
// of its own at the foot of the screen, so nothing of it loads before it is needed.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@/web/components/ui/button';
import { I18nProvider, useT } from '@/web/i18n/i18n';

function AppUpdatePrompt({ reload }: { reload: () => void }) {
  const { t } = useT();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[110] flex justify-center p-4">
      <div
        role="status"
        className="pointer-events-auto flex w-full max-w-md items-center justify-between gap-3 rounded-lg border border-border bg-card py-3 pr-3 pl-4 text-card-foreground shadow-lg"
      >
        <p className="text-sm font-medium">{t('appUpdate.ready')}</p>
        <Button size="sm" onClick={reload}>
          {t('appUpdate.reload')}
        </Button>
      </div>
    </div>
  );
}

export function showUpdatePrompt(reload: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nProvider>
        <AppUpdatePrompt reload={reload} />
      </I18nProvider>
    </StrictMode>,
  );
}
