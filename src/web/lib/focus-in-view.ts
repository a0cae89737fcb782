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
