// Radix Toast renders the queue. Its defaults are the SPEC §9 rules: swipe right past 50 px to
// dismiss, F8 focuses the notification region; the duration is set to the SPEC's 5000 ms.
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { TIMING } from '@/domain/constants';
import { cn } from '@/web/lib/cn';
import { dismissToast, useToasts } from './use-toast';

/** The toast's classes (exported for cn.test.ts, which checks every variant). */
export const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const closeButtonClass =
  'absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring';

interface ToasterProps {
  /** Accessible names, translated by the caller. */
  closeLabel: string;
  regionLabel: string;
  /** Said before each toast a screen reader announces (Radix's default is English). */
  toastLabel: string;
}

export default function Toaster({ closeLabel, regionLabel, toastLabel }: ToasterProps) {
  const toasts = useToasts();
  return (
    <Toast.Provider
      label={toastLabel}
      duration={TIMING.toastDuration}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(toastVariants({ variant: item.variant }))}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close aria-label={closeLabel} className={closeButtonClass}>
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* At the foot of the screen on phones too: at the top a toast lay over the sticky header
          and the content just under it, where a form that collapses into its status leaves that
          status ("Payment Submitted" over "Bank Details Under Review", issue 28). */}
      <Toast.Viewport
        label={regionLabel}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
