import { useState } from 'react';
import {
  KVKK_DATA_CATEGORY_LABELS,
  formatThousands,
  kvkkDestructionWords,
  useExportKvkkDestructionLog,
  useKvkkDestructionLog,
  type KvkkDestructionEntry,
} from '@tamir/shared-api';
import { Alert, Button, DataTable, Modal, Pagination, formatDateTime, saveFile, type DataTableColumn } from '@tamir/shared-ui';
import { runWithToast } from '../../list-page';
import { KVKK_TEXTS as T } from './kvkk-texts';

const COLUMNS: DataTableColumn<KvkkDestructionEntry>[] = [
  { key: 'date', header: T.colDate, render: (e) => <span className="adm-nowrap">{formatDateTime(e.at)}</span> },
  { key: 'category', header: T.colCategory, render: (e) => KVKK_DATA_CATEGORY_LABELS[e.category] ?? e.category },
  { key: 'method', header: T.colMethod, render: (e) => e.method },
  { key: 'done', header: T.colDone, render: (e) => kvkkDestructionWords(e.category, e.method) },
  { key: 'count', header: T.colCount, render: (e) => formatThousands(e.count) },
  { key: 'reason', header: T.colReason, render: (e) => e.reason },
  { key: 'request', header: T.colRequest, render: (e) => (e.requestId ? `#${e.requestId}` : '-') },
  { key: 'user', header: T.colUser, render: (e) => <span className="adm-break">{e.by}</span> },
];

/** The destruction log (imha kaydı): read-only, paged on the server, downloadable as Excel. */
export function DestructionLogDialog({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState(1);
  const log = useKvkkDestructionLog({ page });
  const exporter = useExportKvkkDestructionLog();
  const download = () =>
    runWithToast(
      async () => {
        const file = await exporter.mutateAsync();
        saveFile(file.blob, file.fileName);
      },
      T.logExported,
      T.logExportFailed,
    );
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={T.logTitle} description={T.logHint} size="lg" hideClose>
      <div className="tf-stack">
        {log.isError ? (
          <Alert variant="error">{T.logFailed}</Alert>
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={log.data?.data ?? []}
            rowKey={(e) => e.id}
            caption={T.logCaption}
            captionHidden
            emptyText={T.logEmpty}
            loading={log.isPending}
            className="adm-kvkk-log-table"
          />
        )}
        {log.data && log.data.totalPages > 1 && (
          <Pagination page={page} totalPages={log.data.totalPages} onPageChange={setPage} summary={`Toplam ${formatThousands(log.data.totalCount)} kayıt`} />
        )}
        <div className="tf-row adm-actions">
          <Button variant="secondary" busy={exporter.isPending} onClick={() => void download()}>
            {T.logExport}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {T.close}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
