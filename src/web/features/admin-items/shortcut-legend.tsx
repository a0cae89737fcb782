// The review dialog's shortcut legend (issue 14): what each key does, where the reviewer sees it.
import { useT, type MessageKey } from '@/web/i18n/i18n';

export function ShortcutLegend({ queue }: { queue: boolean }) {
  const { t } = useT();
  const keys: Array<[string, MessageKey]> = [
    ['Enter', 'reviewQueue.keyApprove'],
    ['R', 'reviewQueue.keyReject'],
    ['S', 'reviewQueue.keySuggest'],
    ...(queue ? [['N', 'reviewQueue.keySkip'] as [string, MessageKey]] : []),
    ['Z', 'reviewQueue.keyZoom'],
    ['Esc', 'reviewQueue.keyClose'],
  ];
  return (
    <section aria-labelledby="review-shortcuts-title" className="text-xs text-muted-foreground">
      <h4 id="review-shortcuts-title" className="sr-only">
        {t('reviewQueue.shortcuts')}
      </h4>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {keys.map(([key, label]) => (
          <li key={key}>
            <kbd className="rounded border border-border bg-card px-1 font-mono text-foreground">
              {key}
            </kbd>{' '}
            {t(label)}
          </li>
        ))}
      </ul>
    </section>
  );
}
