import { useState } from 'react';
import { useFormik } from 'formik';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  LoadingText,
  Pagination,
  TextField,
  formatDateTime,
  formatFileSize,
  toast,
  type DataTableColumn,
} from '@tamir/shared-ui';
import { LIMITS, MSG, backupCreateSchema, fieldErrors, isApiError, schemaErrors, useBackups, useCreateBackup, useRestoreBackup } from '@tamir/shared-api';
import type { Backup } from '@tamir/shared-api/dto';

export const BACKUP_TEXTS = {
  createTitle: 'Yedek Oluştur',
  descriptionLabel: 'Açıklama (isteğe bağlı)',
  descriptionHint: 'Yedeği listede tanımanızı sağlar, örn. "Güncelleme öncesi".',
  create: 'Yedek Oluştur',
  creating: 'Yedek oluşturuluyor...',
  createConfirmTitle: 'Yedek oluşturulsun mu?',
  createConfirm: 'Tüm verilerin o anki hâli bir yedek dosyasına yazılır. Sistem bu sırada çalışmaya devam eder.',
  created: (fileName: string) => `Yedek oluşturuldu: ${fileName}`,
  listTitle: 'Yedekler',
  listCaption: 'Alınmış yedekler, en yenisi üstte',
  listLoadFailed: 'Yedekler alınırken hata oluştu',
  retry: 'Tekrar Dene',
  empty: 'Henüz yedek alınmamış',
  emptyHint: 'İlk yedeği yukarıdan oluşturabilirsiniz.',
  fileName: 'Dosya Adı',
  createdAt: 'Tarih',
  size: 'Boyut',
  description: 'Açıklama',
  actions: 'İşlemler',
  restore: 'Geri Yükle',
  restoreLabel: (fileName: string) => `${fileName} yedeğini geri yükle`,
  restoring: 'Geri yükleniyor...',
  restoreConfirmTitle: 'Yedek geri yüklensin mi?',
  restoreConfirm:
    'Bu işlem mevcut tüm verilerin üzerine yazar: yedekten sonra yapılan tüm değişiklikler kaybolur ve geri alınamaz. ' +
    'Geri yüklemenin ardından tüm kullanıcıların oturumu kapanır; sizin de yeniden giriş yapmanız gerekir.',
  restoreChosen: (fileName: string, date: string) => `Seçilen yedek: ${fileName} (${date})`,
  cancel: 'İptal',
  total: (n: number) => `Toplam ${n} yedek`,
} as const;

/** The failure text of the spec, with the server's reason when it gave one ('Yedek geri yüklenemedi: …'). */
export function backupFailureText(error: unknown, fallback: string): string {
  const server = isApiError(error) ? error.serverMessage : null;
  if (!server || server === MSG.validationFailed) return fallback;
  return server.startsWith(fallback) ? server : `${fallback}: ${server}`;
}

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
  const create = useCreateBackup();
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
    try {
      const description = formik.values.description.trim();
      const made = await create.mutateAsync(description ? { description } : {});
      toast.success(BACKUP_TEXTS.created(made.fileName));
      formik.resetForm();
      setPage(1);
    } catch (error) {
      const message = backupFailureText(error, MSG.backupCreateFailed);
      setFailure(message);
      toast.error(message);
      if (isApiError(error)) formik.setErrors(fieldErrors(error.errors, FIELD_OF));
    }
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

      <ConfirmDialog
        open={confirmingCreate}
        onOpenChange={setConfirmingCreate}
        title={BACKUP_TEXTS.createConfirmTitle}
        description={BACKUP_TEXTS.createConfirm}
        confirmLabel={BACKUP_TEXTS.create}
        cancelLabel={BACKUP_TEXTS.cancel}
        busyLabel={BACKUP_TEXTS.creating}
        onConfirm={runCreate}
      >
        {formik.values.description.trim() && <p className="adm-muted">{`${BACKUP_TEXTS.description}: ${formik.values.description.trim()}`}</p>}
      </ConfirmDialog>

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
