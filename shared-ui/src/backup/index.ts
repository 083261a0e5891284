export { BACKUP_TEXTS, backupFailureText } from './backup-texts';
export { CreateBackupDialog, type CreateBackupDialogProps } from './create-backup-dialog';
export { useBackupCreation, type BackupCreation } from './use-backup-creation';
