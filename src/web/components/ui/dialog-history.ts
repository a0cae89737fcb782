// Dialogs are part of history (issue 15): on a phone, Back is how people close things. An open
// dialog adds an entry for the same address; Back pops it and closes the dialog instead of
// leaving the page (and what was typed on it). Closing the dialog any other way takes its entry
// back off, so the history stays as if it had never been there.
import { useEffect, useLayoutEffect, useRef } from 'react';

const KEY = 'dialogEntry';
/** A Back that never arrives (it should) must not hold the next dialog's entry for ever. */
const OWN_BACK_LIMIT_MS = 1_000;
let nextId = 1;
/** Set while a Back this module asked for has not happened yet: no entry is pushed before it. */
let ownBack: Promise<void> | null = null;

function entryOnTop(): unknown {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
}

/** While the calling dialog is mounted, Back calls `onBack` (which should close it). */
export function useCloseOnBack(onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });

  // A layout effect, so the entry is there before the dialog is painted: a Back pressed the moment
  // it shows must close it, not leave the page.
  useLayoutEffect(() => {
    const id = nextId++;
    let pushed = false;
    let ended = false;

    const onPopState = () => {
      // Still on top (a nested dialog's entry was the one popped): nothing to do here.
      if (!pushed || entryOnTop() === id) return;
      pushed = false;
      window.removeEventListener('popstate', onPopState);
      latest.current();
    };

    const push = () => {
      if (ended) return;
      const state: unknown = window.history.state;
      const base = state && typeof state === 'object' ? state : {};
      window.history.pushState({ ...base, [KEY]: id }, '', window.location.href);
      pushed = true;
      window.addEventListener('popstate', onPopState);
    };
    // After the previous dialog's entry is gone (closing one and opening the next at once).
    if (ownBack) void ownBack.then(push);
    else push();

    return () => {
      ended = true;
      window.removeEventListener('popstate', onPopState);
      // Closed by its own button, Esc or a finished action: take the entry back off, unless a
      // navigation has already put another entry on top of it.
      if (pushed && entryOnTop() === id) {
        const settled: Promise<void> = new Promise((resolve) => {
          const done = () => {
            if (ownBack === settled) ownBack = null;
            resolve();
          };
          window.addEventListener('popstate', done, { once: true });
          setTimeout(done, OWN_BACK_LIMIT_MS);
        });
        ownBack = settled;
        window.history.back();
      }
    };
  }, []);
}
