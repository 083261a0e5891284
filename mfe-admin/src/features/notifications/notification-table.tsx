import { Link } from 'react-router-dom';
import { formatPlate, type Notification } from '@tamir/shared-api';
import { Button, DataTable, formatDateTime, type DataTableColumn } from '@tamir/shared-ui';
import { NOTIFICATION_TEXTS as T } from './notification-texts';

export interface NotificationTableProps {
  rows: Notification[];
  loading?: boolean;
  onDetails: (n: Notification) => void;
  onResend: (n: Notification) => void;
}

/** §2.2 columns: type, masked recipient and customer, subject, form and plate, created, sent, actions. */
export function NotificationTable({ rows, loading, onDetails, onResend }: NotificationTableProps) {
  const columns: DataTableColumn<Notification>[] = [
    {
      key: 'type',
      header: T.colType,
      render: (n) => (
        <div>
          <strong>{n.type === 'Email' ? T.typeEmail : T.typeSms}</strong>
          <div className={`adm-badge adm-badge--${n.status.toLowerCase()}`}>{T.status[n.status]}</div>
        </div>
      ),
    },
    {
      key: 'recipient',
      header: T.colRecipient,
      render: (n) => (
        <div>
          <div className="adm-break">{n.recipientMasked}</div>
          <div className="adm-muted">{n.customerName || '-'}</div>
        </div>
      ),
    },
    { key: 'subject', header: T.colSubject, render: (n) => <span className="adm-break">{n.subject}</span> },
    {
      key: 'form',
      header: T.colForm,
      render: (n) =>
        n.repairFormId ? (
          <div>
            <Link to={`/admin/forms/${n.repairFormId}`}>{n.repairFormNumber ?? `#${n.repairFormId}`}</Link>
            <div className="adm-muted adm-nowrap">{n.vehiclePlateNumber ? formatPlate(n.vehiclePlateNumber) : '-'}</div>
          </div>
        ) : (
          '-'
        ),
    },
    { key: 'created', header: T.colCreated, render: (n) => <span className="adm-nowrap">{formatDateTime(n.createdAt)}</span> },
    { key: 'sent', header: T.colSent, render: (n) => <span className="adm-nowrap">{n.sentAt ? formatDateTime(n.sentAt) : '-'}</span> },
    {
      key: 'actions',
      header: T.colActions,
      hiddenHeader: true,
      render: (n) => (
        <div className="tf-row adm-table-actions">
          {n.retryCount > 0 && <span className="adm-badge adm-badge--retry">{T.retryMarker(n.retryCount + 1)}</span>}
          <Button size="sm" variant="ghost" onClick={() => onDetails(n)} aria-label={`${T.details} #${n.id}`}>
            {T.details}
          </Button>
          {n.status !== 'Sent' && (
            <Button size="sm" variant="secondary" onClick={() => onResend(n)} aria-label={`${T.resend} #${n.id}`}>
              {T.resend}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(n) => n.id} caption={T.caption} captionHidden emptyText={T.empty} loading={loading} />;
}
