import type { ReactNode } from 'react';
import { errorMessage } from '@tamir/shared-api';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';
import { LoadingText } from './spinner';

export interface StoredRecordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The id of the form inside (children): the Kaydet button submits it. */
  formId: string;
  /** The record is still being read: a loading line, Kaydet disabled. */
  loading: boolean;
  /** Reading the record failed: its message (or `texts.loadFailed`) instead of the form. */
  loadError: unknown;
  /** The save is under way: the dialog stays open, İptal disabled, Kaydet busy. */
  saving: boolean;
  texts: { cancel: string; save: string; saving: string; loadFailed: string };
  children: ReactNode;
}

/** The frame of a dialog that edits one stored record (a repair shop's KVKK or seller details): İptal/Kaydet, loading and load failure. */
export function StoredRecordDialog({ open, onOpenChange, title, description, formId, loading, loadError, saving, texts, children }: StoredRecordDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={title}
      description={description}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} busy={saving} busyLabel={texts.saving} disabled={loading}>
            {texts.save}
          </Button>
        </>
      }
    >
      {loading ? <LoadingText /> : loadError ? <Alert variant="error">{errorMessage(loadError, texts.loadFailed)}</Alert> : children}
    </Modal>
  );
}
