import type { ReactNode } from 'react';
import { Modal } from '../components/modal';
import { SignaturePad, type SignaturePadProps } from './signature-pad';

export interface SignatureDialogProps extends Omit<SignaturePadProps, 'onCancel'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
}

/**
 * The signing pad in the kit's modal. Focus goes to the dialog, not the name field, so a tablet
 * does not cover the pad with its keyboard; each opening starts with an empty pad.
 */
export function SignatureDialog({ open, onOpenChange, title, description, busy, ...pad }: SignatureDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description} size="lg" initialFocus="dialog">
      <SignaturePad {...pad} busy={busy} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
