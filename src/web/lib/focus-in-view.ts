// Focus for a status that took the place of what the reader acted on (a form that became "Bank
// Details Under Review", a card that left its list): the status is brought to the middle of the
// screen, not to an edge. At an edge it sat under the toast that reported it (issue 28: "Payment
// Submitted" over "Bank Details Under Review" on a phone, toasts being at the top there) or below
// the fold on a desktop, where the toast said "under review" about something out of sight.
export function focusInView(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  if (typeof element.scrollIntoView === 'function') {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
  }
}

/**
 * The last status that took the place of what the reader acted on (use-focus-on-change.ts), and a
 * count of such changes. A dialog whose opener went with the form it sat in gives focus to that
 * status when it closes (components/ui/dialog-focus.ts), whichever came first: the status, while
 * the dialog still held focus, or the dialog's closing.
 */
let replacement: { element: HTMLElement; mark: number } | null = null;
let replacements = 0;

export function noteReplacement(element: HTMLElement): void {
  replacements += 1;
  replacement = { element, mark: replacements };
}

/** How many replacements so far: a dialog notes it as it opens. */
export function replacementMark(): number {
  return replacements;
}

/** The status that replaced something since `mark`, if it is still on the page. */
export function replacementSince(mark: number): HTMLElement | null {
  return replacement && replacement.mark > mark && replacement.element.isConnected
    ? replacement.element
    : null;
}
