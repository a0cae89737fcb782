// The console's two-step sign-in pieces in a chunk of their own (the QR step, recovery codes and
// their texts), fetched as the dashboard renders them: the console's first load stays within its
// JS budget (scripts/bundle-budget.mjs).
import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/i18n';

const Dialog = lazy(async () => ({
  default: (await import('./second-factor-dialog')).SecondFactorDialog,
}));
const Required = lazy(async () => ({
  default: (await import('./second-factor-dialog')).SecondFactorRequired,
}));

/** The "Two-step sign-in" button and its dialog (shown once its chunk is in). */
export function LazySecondFactorDialog() {
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}

/** Instead of the console while the server requires two-step sign-in to be set up first. */
export function LazySecondFactorRequired(props: { onDone: () => void; onLogout: () => void }) {
  const { t } = useT();
  return (
    <Suspense fallback={<PageSpinner label={t('admin.verifying')} />}>
      <Required {...props} />
    </Suspense>
  );
}
