// The frame of every dialog in the app: a Dialog root (it notes what had focus as the dialog
// opened, ./dialog) around a DialogFrame, the content that owns the title, the description, the
// corner close button, the size, and the focus and history behaviour (focus returns to the opener,
// Back and Esc close it). ActionDialog (./action-dialog) is a frame opened by its own button;
// features build on these two and never on the Radix pieces in ./dialog.
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '@/web/i18n/i18n';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

export { Dialog, DialogTrigger } from './dialog';

export interface DialogHeadingProps {
  title: ReactNode;
  /** Read with the title when the dialog opens; none for a dialog whose content says it all. */
  description?: ReactNode;
  /** Beside the title, e.g. a status badge. */
  aside?: ReactNode;
  descriptionClassName?: string;
}

type ContentProps = Omit<ComponentProps<typeof DialogContent>, 'title' | 'closeLabel' | 'children'>;

export interface DialogFrameProps extends DialogHeadingProps, ContentProps {
  /** The corner close button's name: 'Close' unless the dialog names it otherwise. */
  closeLabel?: string;
  /** The heading's own classes, where the content lays its children out otherwise. */
  headingClassName?: string;
  /** The buttons at the foot of the dialog. */
  footer?: ReactNode;
  children?: ReactNode;
}

export function DialogFrame({
  title,
  description,
  aside,
  descriptionClassName,
  headingClassName,
  closeLabel,
  footer,
  children,
  ...content
}: DialogFrameProps) {
  const { t } = useT();
  const heading = <DialogTitle className="wrap-anywhere">{title}</DialogTitle>;
  return (
    <DialogContent
      closeLabel={closeLabel ?? t('common.close')}
      // Without a description nothing else describes the dialog (Radix warns otherwise).
      {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      {...content}
    >
      <DialogHeader className={headingClassName}>
        {aside ? (
          <div className="flex flex-wrap items-center gap-2">
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        {description === undefined ? null : (
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        )}
      </DialogHeader>
      {children}
      {footer === undefined ? null : <DialogFooter>{footer}</DialogFooter>}
    </DialogContent>
  );
}
