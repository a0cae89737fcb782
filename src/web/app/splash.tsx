// First-load splash (SPEC §2): the wordmark over a pulsing bar, held 2.5 s, then faded over 0.5 s.
// The app renders underneath meanwhile, so the wait also covers loading the signed-in state.
// Shown once per browser tab: a full navigation (sign out, /api/login) does not replay it. Not shown
// over a prerendered page, whose content is on screen before any script runs: a first load there
// counts as the tab's first load all the same (docs/decisions/0019).
import { useEffect, useState } from 'react';
import { TIMING } from '@/domain/constants';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';
import { Wordmark } from './shell/wordmark';

const SHOWN_KEY = 'splash-shown';
type Phase = 'hold' | 'fade' | 'done';

export function Splash() {
  const { t } = useT();
  const [shownBefore] = useState(alreadyShown);
  const [phase, setPhase] = useState<Phase>(shownBefore ? 'done' : 'hold');

  useEffect(() => {
    if (shownBefore) return;
    markSplashShown();
    const fade = setTimeout(() => setPhase('fade'), TIMING.splashHold);
    const done = setTimeout(() => setPhase('done'), TIMING.splashHold + TIMING.splashFade);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [shownBefore]);

  if (phase === 'done') return null;
  return (
    <div
      role="status"
      aria-label={t('splash.label')}
      data-testid="splash"
      className={cn(
        'fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-background opacity-100 motion-safe:transition-opacity motion-safe:duration-500',
        phase === 'fade' && 'pointer-events-none opacity-0',
      )}
    >
      <Wordmark className="text-3xl sm:text-4xl" />
      <div className="h-1.5 w-40 overflow-hidden rounded-full bg-primary/15" aria-hidden="true">
        <div className="h-full w-full origin-center rounded-full bg-primary motion-safe:animate-splash-bar" />
      </div>
    </div>
  );
}

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markSplashShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Storage disabled: the splash simply shows again next load.
  }
}
