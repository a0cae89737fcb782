// The dialogs with an action, built on the frame every dialog has (./dialog-frame): a dialog opened
// by its own button (ActionDialog), the Cancel-plus-action footer of a dialog's form, and the
// confirming dialog before a destructive action.
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useT } from '@/web/i18n/i18n';
import { BusyButton } from './busy-button';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';
import { Dialog, DialogFrame, DialogTrigger, type DialogHeadingProps } from './dialog-frame';

/** The usual opening button: small, outlined, an icon and a label. */
interface TriggerSpec {
  icon: LucideIcon;
  label: string;
  /** Red rather than outlined: the dialog erases something. */
  destructive?: boolean;
  className?: string;
  disabled?: boolean;
}

interface ActionDialogProps extends DialogHeadingProps {
  /** The button that opens the dialog, or what the usual one shows; none when the caller opens
   * it (with `open`), e.g. after a form's own checks passed. */
  trigger?: ReactNode | TriggerSpec;
  /** Leave both out for a dialog that keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /** Mounted only while open; a function is handed a way to close the dialog. */
  children?: ReactNode | ((close: () => void) => ReactNode);
}

export function ActionDialog({
  trigger,
  open,
  onOpenChange,
  className,
  children,
  ...heading
}: ActionDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger === undefined ? null : (
        <DialogTrigger asChild>
          {isTriggerSpec(trigger) ? (
            <Button
              variant={trigger.destructive ? 'destructive' : 'outline'}
              size="sm"
              className={trigger.className}
              disabled={trigger.disabled}
            >
              <trigger.icon aria-hidden="true" />
              {trigger.label}
            </Button>
          ) : (
            trigger
          )}
        </DialogTrigger>
      )}
      <DialogFrame className={className} {...heading}>
        {typeof children === 'function' ? children(() => setOpen(false)) : children}
      </DialogFrame>
    </Dialog>
  );
}

/** A spec has an icon and a label of its own; an element keeps its props under `props`. */
function isTriggerSpec(trigger: unknown): trigger is TriggerSpec {
  return typeof trigger === 'object' && trigger !== null && 'icon' in trigger && 'label' in trigger;
}

interface DialogActionsProps {
  /** While the action runs, Cancel waits too (closing would hide its outcome). */
  cancelDisabled?: boolean;
  /** The action: a submit button or a confirming button. */
  children: ReactNode;
}

export function DialogActions({ cancelDisabled, children }: DialogActionsProps) {
  const { t } = useT();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={cancelDisabled}>
          {t('common.cancel')}
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}

interface ConfirmDialogProps extends Omit<ActionDialogProps, 'children'> {
  confirmLabel: string;
  /** Red for an action that takes something away (the default); plain for one that grants. */
  confirmVariant?: 'destructive' | 'default';
  busyLabel: string;
  /** The confirmed action is running. */
  busy: boolean;
  /** Disabled for longer than it is busy (another action on the same thing runs). */
  disabled?: boolean;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone: Cancel, or the confirming button. */
export function ConfirmDialog({
  confirmLabel,
  confirmVariant = 'destructive',
  busyLabel,
  busy,
  disabled = busy,
  onConfirm,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <ActionDialog {...dialog}>
      <DialogActions>
        <BusyButton
          type="button"
          variant={confirmVariant}
          busy={busy}
          disabled={disabled}
          label={confirmLabel}
          busyLabel={busyLabel}
          onClick={onConfirm}
        />
      </DialogActions>
    </ActionDialog>
  );
}
