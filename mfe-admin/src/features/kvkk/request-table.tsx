import type { KvkkRequest } from '@tamir/shared-api';
import { Badge, Button, DataTable, formatDate, type DataTableColumn } from '@tamir/shared-ui';
import { KIND_LABEL, KVKK_TEXTS as T } from './kvkk-texts';
import { RequestState } from './request-state';

export interface RequestTableProps {
  rows: KvkkRequest[];
  loading?: boolean;
  onOpen: (request: KvkkRequest) => void;
}

/** The requests, overdue ones first (the server orders them): applicant, channel, kind, received, due, state. */
export function RequestTable({ rows, loading, onOpen }: RequestTableProps) {
  const columns: DataTableColumn<KvkkRequest>[] = [
    { key: 'number', header: T.colNumber, render: (r) => <span className="adm-nowrap">#{r.id}</span> },
    { key: 'applicant', header: T.colApplicant, render: (r) => <span className="adm-break">{r.applicantName}</span> },
    { key: 'channel', header: T.colChannel, render: (r) => r.channel },
    { key: 'kind', header: T.colKind, render: (r) => KIND_LABEL[r.kind] ?? r.kind },
    { key: 'received', header: T.colReceived, render: (r) => formatDate(r.receivedAt) },
    {
      key: 'due',
      header: T.colDue,
      render: (r) => (
        <span className="adm-kvkk-due">
          {formatDate(r.dueAt)}
          {r.overdue && (
            <>
              {' '}
              <Badge tone="danger">{T.overdue}</Badge>
            </>
          )}
        </span>
      ),
    },
    { key: 'state', header: T.colState, render: (r) => <RequestState request={r} /> },
    {
      key: 'actions',
      header: T.open,
      hiddenHeader: true,
      render: (r) => (
        <Button size="sm" variant="ghost" onClick={() => onOpen(r)} aria-label={T.openLabel(`#${r.id} ${r.applicantName}`)}>
          {T.open}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      caption={T.caption}
      captionHidden
      emptyText={T.empty}
      loading={loading}
      className="adm-kvkk-table"
    />
  );
}
