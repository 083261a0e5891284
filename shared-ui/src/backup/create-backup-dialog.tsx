import { ConfirmDialog } from '../components/confirm-dialog';
import { BACKUP_TEXTS } from './backup-texts';

export interface CreateBackupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The backup's description, repeated in the dialog when there is one. */
  description?: string;
  /** Takes the backup; the dialog stays busy until it settles. */
  onConfirm: () => Promise<unknown>;
}

/** 'Yedek oluşturulsun mu?': the confirmation before a backup (administration §8), wherever it is taken. */
export function CreateBackupDialog({ open, onOpenChange, description, onConfirm }: CreateBackupDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={BACKUP_TEXTS.createConfirmTitle}
      description={BACKUP_TEXTS.createConfirm}
      confirmLabel={BACKUP_TEXTS.create}
      cancelLabel={BACKUP_TEXTS.cancel}
      busyLabel={BACKUP_TEXTS.creating}
      onConfirm={async () => {
        await onConfirm();
      }}
    >
      {description && <p className="tf-backup-description">{`${BACKUP_TEXTS.description}: ${description}`}</p>}
    </ConfirmDialog>
  );
}
