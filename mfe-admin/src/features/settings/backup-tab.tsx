import { useState } from 'react';
import { useFormik } from 'formik';
import {
  Alert,
  BACKUP_TEXTS,
  Button,
  Card,
  ConfirmDialog,
  CreateBackupDialog,
  DataTable,
  EmptyState,
  LoadingText,
  Pagination,
  TextField,
  backupFailureText,
  formatDateTime,
  formatFileSize,
  toast,
  useBackupCreation,
  type DataTableColumn,
} from '@tamir/shared-ui';
import { LIMITS, MSG, backupCreateSchema, fieldErrors, isApiError, schemaErrors, useBackups, useRestoreBackup } from '@tamir/shared-api';
import type { Backup } from '@tamir/shared-api/dto';

interface CreateValues {
  description: string;
}

const FIELD_OF = { description: 'description' } as const;

/**
 * The settings screen's backup tab (administration §2.5, §3 Backup, §8): the list of backups with
 * date (tr-TR) and size (Bytes/KB/MB/GB), 'Yedek Oluştur' with an optional description and a
 * confirmation, and restore of a chosen backup after a confirmation that it overwrites the
 * current data. A restore ends every session, so the user is signed out when it succeeds, and
 * the login page says so once.
 */
export function BackupTab() {
  const [page, setPage] = useState(1);
  const backups = useBackups({ page, pageSize: LIMITS.listPageSize });
  const create = useBackupCreation();
  const restore = useRestoreBackup();
  const [confirmingCreate, setConfirmingCreate] = useState(false);
  const [chosen, setChosen] = useState<Backup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<CreateValues>({
    initialValues: { description: '' },
    validate: (values) => fieldErrors(schemaErrors(backupCreateSchema, values), FIELD_OF),
    onSubmit: () => {
      setFailure(null);
      setConfirmingCreate(true);
    },
  });

  const runCreate = async () => {
    const outcome = await create.run(formik.values.description.trim());
    if (outcome.ok) {
      formik.resetForm();
      setPage(1);
      return;
    }
    setFailure(outcome.message);
    if (isApiError(outcome.error)) formik.setErrors(fieldErrors(outcome.error.errors, FIELD_OF));
  };

  const runRestore = async () => {
    if (!chosen) return;
    try {
      // Success signs everyone out; the login page says the server's word (useRestoreBackup).
      await restore.mutateAsync(chosen.fileName);
    } catch (error) {
      const message = backupFailureText(error, MSG.backupRestoreFailed);
      setFailure(message);
      toast.error(message);
    }
  };

  const columns: DataTableColumn<Backup>[] = [
    { key: 'fileName', header: BACKUP_TEXTS.fileName, className: 'adm-backup__file', render: (row) => row.fileName },
    { key: 'createdAt', header: BACKUP_TEXTS.createdAt, render: (row) => formatDateTime(row.createdAt) },
    { key: 'fileSizeBytes', header: BACKUP_TEXTS.size, align: 'right', render: (row) => formatFileSize(row.fileSizeBytes) },
    { key: 'description', header: BACKUP_TEXTS.description, render: (row) => row.description || '-' },
    {
      key: 'actions',
      header: BACKUP_TEXTS.actions,
      hiddenHeader: true,
      render: (row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={BACKUP_TEXTS.restoreLabel(row.fileName)}
          onClick={() => {
            setFailure(null);
            setChosen(row);
          }}
        >
          {BACKUP_TEXTS.restore}
        </Button>
      ),
    },
  ];

  const data = backups.data;
  const error = formik.touched.description || formik.submitCount > 0 ? formik.errors.description : undefined;

  return (
    <div className="tf-stack adm-backup">
      <Card title={BACKUP_TEXTS.createTitle} titleAs="h3">
        <form className="adm-backup__form" onSubmit={formik.handleSubmit} noValidate aria-label={BACKUP_TEXTS.createTitle}>
          <TextField
            label={BACKUP_TEXTS.descriptionLabel}
            name="description"
            value={formik.values.description}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={error}
            hint={BACKUP_TEXTS.descriptionHint}
            maxLength={LIMITS.backupDescriptionMax + 1}
            className="adm-backup__description"
          />
          <Button type="submit" busy={create.isPending} busyLabel={BACKUP_TEXTS.creating}>
            {BACKUP_TEXTS.create}
          </Button>
        </form>
      </Card>

      {failure && (
        <Alert variant="error" className="adm-backup__failure">
          {failure}
        </Alert>
      )}

      <Card title={BACKUP_TEXTS.listTitle} titleAs="h3">
        {backups.isPending ? (
          <LoadingText center />
        ) : backups.isError && !data ? (
          <Alert
            variant="error"
            actions={
              <Button variant="secondary" size="sm" onClick={() => void backups.refetch()}>
                {BACKUP_TEXTS.retry}
              </Button>
            }
          >
            {BACKUP_TEXTS.listLoadFailed}
          </Alert>
        ) : !data || data.totalCount === 0 ? (
          <EmptyState title={BACKUP_TEXTS.empty} description={BACKUP_TEXTS.emptyHint} />
        ) : (
          <div className="tf-stack">
            <DataTable columns={columns} rows={data.data} rowKey={(row) => row.fileName} caption={BACKUP_TEXTS.listCaption} captionHidden />
            {data.totalPages > 1 && (
              <Pagination
                page={page}
                totalPages={data.totalPages}
                onPageChange={setPage}
                summary={BACKUP_TEXTS.total(data.totalCount)}
                disabled={backups.isFetching}
              />
            )}
          </div>
        )}
      </Card>

      <CreateBackupDialog open={confirmingCreate} onOpenChange={setConfirmingCreate} description={formik.values.description.trim()} onConfirm={runCreate} />

      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={BACKUP_TEXTS.restoreConfirmTitle}
        description={BACKUP_TEXTS.restoreConfirm}
        confirmLabel={BACKUP_TEXTS.restore}
        cancelLabel={BACKUP_TEXTS.cancel}
        busyLabel={BACKUP_TEXTS.restoring}
        variant="danger"
        onConfirm={runRestore}
      >
        {chosen && <p className="adm-backup__chosen">{BACKUP_TEXTS.restoreChosen(chosen.fileName, formatDateTime(chosen.createdAt))}</p>}
      </ConfirmDialog>
    </div>
  );
}
