// Where focus goes when a dialog closes (issue 28): back to what opened it, as WAI-ARIA's dialog
// pattern asks, so a keyboard or screen-reader user carries on where they were instead of starting
// again from <body>. The opener can be gone by then, or go soon after: a card that leaves its
// list once approved, a batch card that becomes a shipment, a menu that closed. Then focus goes to
// what now stands in its place: the heading of the next card (or of the one before, at the end of
// a list), else the heading of the part of the page that held it; a menu's item hands back to the
// button that opens the menu (`aria-controls`). The dialog frame (dialog.tsx) calls these.
import { focusInView, replacementMark, replacementSince } from '@/web/lib/focus-in-view';

/** One step up from the opener: an element and where it sat in its parent when the dialog opened. */
interface Step {
  element: Element;
  index: number;
}

export interface OpenerPlace {
  opener: HTMLElement | null;
  /** The opener and its ancestors up to (not including) <body>. */
  steps: Step[];
  /** The page it was on: after a navigation the new page's heading takes focus, not the opener. */
  path: string;
  /** The count of statuses that replaced a form, as the dialog opened (lib/focus-in-view.ts). */
  mark: number;
}

const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What had focus last. A button that turns busy (disabled) while its dialog gets ready, or a menu
 * that closes as its item opens a dialog, has already dropped focus to <body> when the dialog
 * opens: the opener is then the element that had it.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

/** Notes what has focus as a dialog opens (before the dialog takes focus) and where it sits. */
export function rememberOpener(): OpenerPlace {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
  const steps: Step[] = [];
  for (let element = opener as Element | null; element && element !== document.body;) {
    const parent: Element | null = element.parentElement;
    steps.push({
      element,
      index: parent ? Array.prototype.indexOf.call(parent.children, element) : 0,
    });
    element = parent;
  }
  return { opener, steps, path: window.location.pathname, mark: replacementMark() };
}

/** Gives focus back after a dialog closed; returns what took it (null: left to a navigation). */
export function returnFocus(place: OpenerPlace): HTMLElement | null {
  // A dialog's action that went to another page: the page's own heading takes focus
  // (lib/use-focus-heading-on-navigate.ts).
  if (window.location.pathname !== place.path) return null;
  const { opener } = place;
  if (opener && canTakeFocus(opener)) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return opener;
  }
  let target = standIn(place);
  // Nothing nearer than the page's own heading, but the form the opener sat in became a status
  // while the dialog was open ("Bank Details Under Review"; its card rebuilt under a slow
  // machine): the status's card, not the top of the page.
  const replaced = replacementSince(place.mark);
  if (replaced && (!target || target === pageHeading())) target = replaced;
  if (!target) return null;
  if (!target.matches(TABBABLE) && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  // A stand-in is new to the reader: in the middle of the screen, clear of the toast.
  focusInView(target);
  return target;
}

let stopWatching: (() => void) | null = null;

/**
 * Focus went back to the opener, but the action's outcome may still take the opener away (the
 * list refreshes after the dialog has closed): when it goes while it holds focus, focus moves to
 * its stand-in. Watches until focus moves on, or the next dialog closes.
 */
export function keepFocusNearOpener(place: OpenerPlace): void {
  stopWatching?.();
  const { opener } = place;
  if (!opener || document.activeElement !== opener) return;
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    if (focusIsLost()) returnFocus(place);
  });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== opener) stop();
  };
  const onFocusOut = () => {
    // Still in the page once the change that blurred it is over: the reader moved on (a click
    // elsewhere). Removed: the observer sees it.
    queueMicrotask(() => {
      if (opener.isConnected) stop();
    });
  };
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn, true);
    opener?.removeEventListener('focusout', onFocusOut);
    if (stopWatching === stop) stopWatching = null;
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
  opener.addEventListener('focusout', onFocusOut);
  stopWatching = stop;
}

function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

function canTakeFocus(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], [aria-hidden="true"]')) return false;
  return element.getClientRects().length > 0;
}

/** What stands in the opener's place now. */
function standIn({ opener, steps }: OpenerPlace): HTMLElement | null {
  const kept = steps.findIndex((step) => step.element.isConnected);
  if (opener?.isConnected) {
    // Still there but disabled or hidden: the heading of the nearest part that has one.
    return nearestHeading(steps.slice(1).map((step) => step.element));
  }
  // The menu (or popup) that held the opener is gone: the button that opens it.
  for (const { element } of steps.slice(0, kept === -1 ? undefined : kept)) {
    const control = element.id
      ? document.querySelector(`[aria-controls="${CSS.escape(element.id)}"]`)
      : null;
    if (control instanceof HTMLElement && canTakeFocus(control)) return control;
  }
  if (kept <= 0) return pageHeading();
  const container = steps[kept]!.element;
  const gone = steps[kept - 1]!;
  const children = Array.from(container.children).filter(
    (child) => child instanceof HTMLElement && child.getClientRects().length > 0,
  );
  const next = container.children[gone.index] ?? children[children.length - 1];
  if (next instanceof HTMLElement && next.getClientRects().length > 0) {
    const inside = next.matches(HEADING) ? next : next.querySelector<HTMLElement>(HEADING);
    if (inside) return inside;
    const tabbable = next.matches(TABBABLE) ? next : next.querySelector<HTMLElement>(TABBABLE);
    if (tabbable) return tabbable;
  }
  return nearestHeading(steps.slice(kept).map((step) => step.element)) ?? pageHeading();
}

/** The heading that names the first of these parts to have one (its label, else its first). */
function nearestHeading(parts: Element[]): HTMLElement | null {
  for (const part of parts) {
    if (part === document.body) break;
    const labelledBy = part.getAttribute('aria-labelledby');
    const label = labelledBy ? document.getElementById(labelledBy.split(' ')[0]!) : null;
    if (label?.matches(HEADING)) return label;
    const heading = part.querySelector<HTMLElement>(HEADING);
    if (heading) return heading;
  }
  return pageHeading();
}

function pageHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('main') ??
    null
  );
}
