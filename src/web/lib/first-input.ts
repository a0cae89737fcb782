// The reader's first touch, click, key or focus on the page. Code that is needed only once the
// reader acts (a form's rules, the notification region) waits for it rather than for the first
// idle moment after load, when a cheap phone is still busy with the page itself and the reader is
// most likely to tap (docs/decisions/0032).
import { useEffect, useState } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

let acted = false;
const waiting = new Set<() => void>();

function onFirstInput(): void {
  acted = true;
  for (const type of EVENTS) document.removeEventListener(type, onFirstInput, true);
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/** Runs `run` at the reader's first input (at once if it has happened); returns a cancel. */
export function afterFirstInput(run: () => void): () => void {
  if (acted) {
    run();
    return () => undefined;
  }
  // The same listener added twice is one listener: no need to track whether it is in place.
  for (const type of EVENTS) {
    document.addEventListener(type, onFirstInput, { capture: true, passive: true });
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/** Whether the reader has touched, clicked, typed or focused anything on the page yet. */
export function useFirstInput(): boolean {
  const [hasActed, setHasActed] = useState(acted);
  useEffect(() => afterFirstInput(() => setHasActed(true)), []);
  return hasActed;
}
