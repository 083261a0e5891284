import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface ModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom right. */
  actions?: ReactNode;
  /** An element that opens the modal (for uncontrolled use). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  hideClose?: boolean;
  className?: string;
  /**
   * Where focus goes on opening: the first field or button (default), or the dialog itself, which
   * screen readers announce by its title and which opens no on-screen keyboard on a tablet.
   */
  initialFocus?: 'first' | 'dialog';
}

/**
 * A modal dialog on Radix Dialog: focus moves into it and is trapped there, Escape and the
 * close button close it, focus returns to the trigger.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  trigger,
  size = 'md',
  closeLabel = 'Kapat',
  hideClose = false,
  className,
  initialFocus = 'first',
}: ModalProps) {
  const returnFocus = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="tf-modal__overlay no-print" />
        <Dialog.Content
          ref={content}
          className={cx('tf-modal', size !== 'md' && `tf-modal--${size}`, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocus === 'dialog' && content.current) {
              event.preventDefault();
              content.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (!trigger && target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Dialog.Title className="tf-modal__title">{title}</Dialog.Title>
          {description && <Dialog.Description className="tf-modal__description">{description}</Dialog.Description>}
          {children && <div className="tf-modal__body">{children}</div>}
          {actions && <div className="tf-modal__actions">{actions}</div>}
          {!hideClose && (
            <Dialog.Close className="tf-modal__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
