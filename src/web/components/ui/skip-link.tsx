// The first stop for a keyboard: jumps past the header to the page's main landmark. Hidden until
// focused. Focus moves by script rather than by following "#main", so the address keeps no hash
// (a hash would stop the scroll-to-top on the next navigation).
import { useT } from '@/web/i18n/i18n';

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useT();
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
      }}
      className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:ring-2 focus:ring-ring"
    >
      {t('common.skipToContent')}
    </a>
  );
}
