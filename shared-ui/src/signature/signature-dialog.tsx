import type { ReactNode } from 'react';
import { Modal } from '../components/modal';
import { SignaturePad, type SignaturePadProps } from './signature-pad';

export interface SignatureDialogProps extends Omit<SignaturePadProps, 'onCancel'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the pad, before the person signs (the KVKK notice, issue 30). */
  notice?: ReactNode;
}

/**
 * The signing pad in the kit's modal. Focus goes to the dialog, not the name field, so a tablet
 * does not cover the pad with its keyboard; each opening starts with an empty pad.
 */
export function SignatureDialog({ open, onOpenChange, title, description, notice, busy, ...pad }: SignatureDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description} size="lg" initialFocus="dialog">
      {notice}
      <SignaturePad {...pad} busy={busy} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
