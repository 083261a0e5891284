import { DataTable, formatDateTime } from '@tamir/shared-ui';
import { formatPlate, type RepairFormSummary } from '@tamir/shared-api';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { RepairStatusBadge } from '../../components/repair-status-badge';

export interface RecentFormsTableProps {
  forms: RepairFormSummary[];
  onOpen: (form: RepairFormSummary) => void;
}

/** The dashboards' recent repair forms; a row opens the form. */
export function RecentFormsTable({ forms, onOpen }: RecentFormsTableProps) {
  return (
    <DataTable
      caption="Son Tamir Formları"
      captionHidden
      rows={forms}
      rowKey={(form) => form.id}
      onRowClick={onOpen}
      emptyText={DASHBOARD_TEXTS.noRecentForms}
      columns={[
        { key: 'formNumber', header: 'Form No', className: 'ops-nowrap' },
        { key: 'vehiclePlateNumber', header: 'Plaka', className: 'ops-nowrap', render: (form) => formatPlate(form.vehiclePlateNumber) },
        { key: 'customerName', header: 'Müşteri', render: (form) => form.customerName || '-' },
        { key: 'companyName', header: 'Firma', render: (form) => form.companyName || '-' },
        { key: 'status', header: 'Durum', className: 'ops-nowrap', render: (form) => <RepairStatusBadge status={form.status} /> },
        { key: 'createdByUsername', header: 'Oluşturan' },
        { key: 'createdAt', header: 'Tarih', className: 'ops-nowrap', render: (form) => formatDateTime(form.createdAt) },
      ]}
    />
  );
}
