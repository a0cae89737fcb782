// After a navigation inside the app, focus goes to the new page's heading, as a full page load
// would put a screen reader at the top: otherwise focus stays on the link or button that was
// pressed (or falls to <body> when that button went away) and nothing is announced.
// Pages arrive as lazy chunks and the old page can stay on screen until the new one is ready,
// so the heading is awaited: the first <h1> that is not the one of the page being left.
import { useEffect } from 'react';
import { useLocation } from 'wouter';

const WAIT_FOR_HEADING_MS = 5_000;

interface ShownHeading {
  element: HTMLElement;
  text: string | null;
}

// Module state, not refs: a prerendered page's tree is replaced by the whole app on the first
// navigation, and that remount must not count as a page load.
let seenLocation: string | null = null;
/** The heading of the page on screen, once it has shown. */
let pageHeading: ShownHeading | null = null;

export function useFocusHeadingOnNavigate(): void {
  const [location] = useLocation();

  useEffect(() => {
    if (seenLocation === location) return;
    const isPageLoad = seenLocation === null;
    seenLocation = location;
    const leaving = pageHeading;
    pageHeading = null;
    // On the page load itself the browser starts at the top already: only note its heading.
    // A link to a section (/help#faqs) takes the reader there instead.
    const focus = !isPageLoad && !window.location.hash;
    return whenNewHeadingShows(leaving, (heading) => {
      pageHeading = heading;
      if (focus) focusHeading(heading.element);
    });
  }, [location]);
}

function whenNewHeadingShows(
  leaving: ShownHeading | null,
  onShown: (heading: ShownHeading) => void,
): () => void {
  const check = (): boolean => {
    const element = document.querySelector<HTMLElement>('main h1, h1');
    if (!element) return false;
    const text = element.textContent;
    if (leaving && element === leaving.element && text === leaving.text) return false;
    onShown({ element, text });
    return true;
  };
  if (check()) return () => {};
  const observer = new MutationObserver(() => {
    if (check()) stop();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(stop, WAIT_FOR_HEADING_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  return stop;
}

function focusHeading(heading: HTMLElement): void {
  // A dialog that opened meanwhile keeps the focus it manages, and a field the page focused
  // itself keeps it.
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
  if (document.activeElement?.closest('main input, main textarea, main select')) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
