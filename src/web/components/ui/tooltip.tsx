// A short label beside an icon button, for mouse and keyboard (SPEC §9: open after 700 ms, and
// at once for 300 ms after another closed). Our own rather than Radix's: that one brought
// floating-ui, about 13 KB gzip, onto every signed-in page for two icon buttons.
// The trigger keeps its own accessible name; the tooltip repeats it visually and is not
// announced again. Touch does not open it (a tap is the action itself).
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { TIMING } from '@/domain/constants';

/** Space kept between the tooltip and the trigger, and the screen's edges. */
const GAP_PX = 6;
const EDGE_PX = 8;

let lastClosedAt = 0;

interface TooltipProps {
  content: string;
  /** One focusable element (a button or link) that already has its own accessible name. */
  children: ReactNode;
}

export function Tooltip({ content, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // Listening from the commit that shows the tooltip (a layout effect, not a passive one, which
  // may run a frame later): an Escape pressed as soon as it appears closes it.
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Below the trigger, centred, kept inside the screen (the phone menu button sits at its edge).
  useLayoutEffect(() => {
    const trigger = anchor.current?.firstElementChild;
    const tip = bubble.current;
    if (!open || !trigger || !tip) return;
    const rect = trigger.getBoundingClientRect();
    const width = tip.offsetWidth;
    const centred = rect.left + rect.width / 2 - width / 2;
    const left = Math.min(Math.max(centred, EDGE_PX), window.innerWidth - width - EDGE_PX);
    tip.style.left = `${left}px`;
    tip.style.top = `${rect.bottom + GAP_PX}px`;
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    const recent = Date.now() - lastClosedAt < TIMING.tooltipSkipDelay;
    show(recent ? 0 : TIMING.tooltipDelay);
  };
  // Keyboard focus shows it at once; focus from a click does not.
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) show(0);
  };

  return (
    <span
      ref={anchor}
      className="contents"
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={onFocus}
      onBlur={hide}
    >
      {children}
      {open ? (
        <span
          ref={bubble}
          role="tooltip"
          className="pointer-events-none fixed z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs whitespace-nowrap text-background shadow-md"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
