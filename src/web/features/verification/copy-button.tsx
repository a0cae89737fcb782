// Copies a short text (the payee UPI ID) and says so where the seller is looking: 'Copied' on the
// button and in a polite live region. Without the async clipboard (plain http, old WebViews) it
// selects the text and tries the legacy copy command; failing that it asks the seller to copy it.
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/i18n';

const CONFIRMATION_MS = 2000;

interface CopyButtonProps {
  text: string;
  /** The element showing the text, selected by the fallback so a long-press can copy it. */
  sourceId: string;
}

export function CopyButton({ text, sourceId }: CopyButtonProps) {
  const { t } = useT();
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('No async clipboard');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome(legacyCopy(sourceId) ? 'copied' : 'failed');
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" aria-describedby={sourceId} onClick={() => void copy()}>
        {outcome === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {outcome === 'copied' ? t('fee.copied') : t('fee.copy')}
      </Button>
      <span role="status" className={outcome === 'failed' ? 'basis-full text-xs' : 'sr-only'}>
        {outcome === 'copied' ? t('fee.copied') : outcome === 'failed' ? t('fee.copyFailed') : ''}
      </span>
    </>
  );
}

function legacyCopy(sourceId: string): boolean {
  const source = document.getElementById(sourceId);
  const selection = window.getSelection();
  if (!source || !selection) return false;
  const range = document.createRange();
  range.selectNodeContents(source);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    // Deprecated but still the only synchronous way where the async clipboard is missing.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
