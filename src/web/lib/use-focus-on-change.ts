// When a card swaps its form for a status (identity verified, bank details under review), the
// control that had focus disappears and focus would fall back to the page start. This moves it to
// the card's title instead, so keyboard and screen reader users stay where they were, and brings
// it into the middle of the screen, clear of the toast that reports the change.
import { useEffect, useRef } from 'react';
import { focusInView, noteReplacement } from './focus-in-view';

export function useFocusOnChange<T extends HTMLElement>(state: unknown) {
  const target = useRef<T>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    // Noted even when focus stays where it is: a dialog still open over the card gives focus
    // here when it closes, as its opener went with the form.
    if (target.current) noteReplacement(target.current);
    // Only when focus was lost (on <body>): a change that arrives by polling must not move it.
    if (document.activeElement === document.body || document.activeElement === null) {
      if (target.current) focusInView(target.current);
    }
  }, [state]);
  return target;
}
