import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { cn } from '@/web/lib/cn';
import { keepFocusNearOpener, rememberOpener, returnFocus, type OpenerPlace } from './dialog-focus';
import { useCloseOnBack } from './dialog-history';

/** What the frame knows of its dialog: whether it is open, and what had focus when it opened. */
interface DialogFrame {
  open: { current: boolean };
  place: { current: OpenerPlace | null };
}

const FrameContext = createContext<DialogFrame | null>(null);

/**
 * Every dialog's root. It notes what had focus as the dialog opened (the trigger, a card's button,
 * a menu's item), so its content can hand focus back there when the dialog closes, however it
 * was opened (a Radix Trigger or the caller's state) and whatever content it showed meanwhile.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const openNow = useRef(false);
  const place = useRef<OpenerPlace | null>(null);
  const frame = useMemo<DialogFrame>(() => ({ open: openNow, place }), []);
  // Before the content takes focus (Radix moves it in an effect after this commit).
  useLayoutEffect(() => {
    openNow.current = isOpen;
    if (isOpen) place.current = rememberOpener();
  }, [isOpen]);
  // A dialog unmounted whole (its card went away, or it is shown by being mounted) is closed.
  useLayoutEffect(
    () => () => {
      openNow.current = false;
    },
    [],
  );
  return (
    <DialogPrimitive.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (open === undefined) setOwnOpen(next);
        onOpenChange?.(next);
      }}
      {...props}
    >
      <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>
    </DialogPrimitive.Root>
  );
}

export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Esc events an outer dialog declined because focus was in a dialog opened from it. */
const escapesForAnother = new WeakSet<Event>();

const closeButtonClass =
  'absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Accessible name of the corner close button (translated by the caller). */
  closeLabel: string;
}

export function DialogContent({
  className,
  children,
  closeLabel,
  onCloseAutoFocus,
  onKeyDown,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const frame = useContext(FrameContext);
  // Back (Android's button, the browser's) closes the dialog as its close button would.
  const closeButton = useRef<HTMLButtonElement>(null);
  useCloseOnBack(() => closeButton.current?.click());
  const content = useRef<HTMLDivElement>(null);
  // An Esc pressed while focus is in this dialog (not in one opened from it, such as the review's
  // photo zoom, which is portalled elsewhere in the page).
  const escapeIsOurs = (event: Event) => content.current?.contains(event.target as Node) !== false;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        ref={content}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-card p-5 shadow-lg outline-none sm:p-6',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !frame) return;
          event.preventDefault();
          // Content that gives way to other content in a dialog still open (a loading
          // placeholder, the review queue's next item) leaves focus to the new content.
          const place = frame.place.current;
          if (frame.open.current || !place) return;
          if (returnFocus(place) === place.opener) keepFocusNearOpener(place);
        }}
        onEscapeKeyDown={(event) => {
          // Radix asks the layer it last knew as the topmost. A dialog opened from this one has
          // focus before that changes (the layer list is updated in an effect), and an Esc meant
          // for it closed this one instead (e2e, the review under its photo zoom). Declined here,
          // and left for the inner dialog to take below.
          if (escapeIsOurs(event)) onEscapeKeyDown?.(event);
          else {
            escapesForAnother.add(event);
            event.preventDefault();
          }
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // Esc closes the dialog from the moment it has focus. Radix listens for Esc on the
          // document only once its layer knows it is the topmost, renders after the content took
          // focus: on a busy machine an Esc pressed in between reached nothing (e2e, twice). Once
          // Radix listens it takes Esc first (capture) and marks it handled, and a layer above
          // this one (a toast) keeps it as before. An Esc an outer dialog declined is still ours.
          const native = event.nativeEvent;
          if (
            event.key !== 'Escape' ||
            !escapeIsOurs(native) ||
            (native.defaultPrevented && !escapesForAnother.has(native))
          ) {
            return;
          }
          // The caller may keep the dialog open (a shipment being created): asked with an Esc of
          // its own, as this one may already be marked handled by the outer dialog.
          const asked = new KeyboardEvent('keydown', { cancelable: true });
          onEscapeKeyDown?.(asked);
          if (asked.defaultPrevented) return;
          event.preventDefault();
          closeButton.current?.click();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          ref={closeButton}
          aria-label={closeLabel}
          className={closeButtonClass}
        >
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
