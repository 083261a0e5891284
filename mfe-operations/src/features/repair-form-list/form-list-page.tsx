import { useEffect, useState } from 'react';
import { Card, ConfirmDialog, DataTable, PageHeader, Pagination, formatDateTime, toast } from '@tamir/shared-ui';
import {
  errorMessage,
  formatPlate,
  formatThousands,
  useAuth,
  useDeleteRepairForm,
  useRepairFormPage,
  useRepairShops,
  type RepairFormSummary,
} from '@tamir/shared-api';
import { RetryAlert } from '../../components/retry-alert';
import { FormListFilters } from './form-list-filters';
import { FORM_LIST_TEXTS } from './form-list-texts';
import { FormRowActions } from './form-row-actions';
import { dateRangeInvalid, isFiltered, toListParams, useFormListQuery } from './use-form-list-query';
import './form-list.css';
import { RepairStatusBadge } from '../../components/repair-status-badge';

export const FORM_LIST_PAGE_SIZE = 20;

/** /admin/forms for Admin and Tamirci; the server scopes a Tamirci to their shop's forms. */
export function FormListPage() {
  const isAdmin = useAuth((state) => state.user?.role === 'Admin');
  const [query, change] = useFormListQuery();
  const params = dateRangeInvalid(query) ? null : toListParams(query, FORM_LIST_PAGE_SIZE, isAdmin);
  const list = useRepairFormPage(params);
  const shops = useRepairShops({ enabled: isAdmin });
  const deletion = useDeleteRepairForm();
  const [toDelete, setToDelete] = useState<RepairFormSummary | null>(null);

  useEffect(() => {
    if (shops.isError) toast.error(FORM_LIST_TEXTS.shopsFailed);
  }, [shops.isError]);

  const page = params ? list.data : undefined;
  const rows = page?.data ?? [];

  const remove = async () => {
    if (!toDelete) return;
    try {
      const answer = await deletion.mutateAsync(toDelete.id);
      toast.success(answer?.message || FORM_LIST_TEXTS.deleted);
    } catch (error) {
      toast.error(errorMessage(error, FORM_LIST_TEXTS.deleteFailed));
      throw error;
    }
    setToDelete(null);
    if (rows.length === 1 && query.page > 1) change({ page: query.page - 1 });
  };

  return (
    <div className="tf-stack ops-page ops-page--list">
      <PageHeader title={FORM_LIST_TEXTS.title} />
      <Card>
        <FormListFilters query={query} onChange={change} shops={isAdmin ? (shops.data ?? []) : null} shopsFailed={shops.isError} />
      </Card>

      {list.isError ? (
        <RetryAlert title={FORM_LIST_TEXTS.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <Card>
          <div className="tf-stack">
            <DataTable
              caption={FORM_LIST_TEXTS.title}
              captionHidden
              className="ops-form-table"
              rows={rows}
              rowKey={(form) => form.id}
              loading={list.isFetching && !page}
              emptyText={isFiltered(query) ? FORM_LIST_TEXTS.noMatch : FORM_LIST_TEXTS.empty}
              columns={[
                { key: 'formNumber', header: 'Form No', className: 'ops-nowrap' },
                { key: 'vehiclePlateNumber', header: 'Plaka', className: 'ops-nowrap', render: (form) => formatPlate(form.vehiclePlateNumber) },
                { key: 'status', header: 'Durum', render: (form) => <RepairStatusBadge status={form.status} /> },
                {
                  key: 'companyName',
                  header: 'Firma / Müşteri',
                  render: (form) => (
                    <>
                      <span className="ops-cell-main">{form.companyName || '-'}</span>
                      <span className="ops-cell-sub">{form.customerName || '-'}</span>
                    </>
                  ),
                },
                ...(isAdmin ? [{ key: 'repairShopName', header: 'Tamirhane', render: (form: RepairFormSummary) => form.repairShopName || '-' }] : []),
                {
                  key: 'createdAt',
                  header: 'Tarih / Oluşturan',
                  render: (form) => (
                    <>
                      <span className="ops-cell-main ops-nowrap">{formatDateTime(form.createdAt)}</span>
                      <span className="ops-cell-sub">{form.createdByUsername}</span>
                    </>
                  ),
                },
                { key: 'actions', header: 'İşlemler', hiddenHeader: true, render: (form) => <FormRowActions form={form} onDelete={setToDelete} /> },
              ]}
            />
            {page && page.totalCount > 0 && (
              <Pagination
                page={page.page}
                totalPages={page.totalPages}
                onPageChange={(next) => change({ page: next })}
                summary={`Toplam ${formatThousands(page.totalCount)}${page.totalCountCapped ? '+' : ''} form`}
                disabled={list.isFetching}
              />
            )}
          </div>
        </Card>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Formu Sil"
        description={toDelete ? `${toDelete.formNumber} numaralı form silinecek. Bu işlem geri alınamaz.` : undefined}
        confirmLabel="Sil"
        busyLabel="Siliniyor..."
        variant="danger"
        onConfirm={remove}
      />
    </div>
  );
}
