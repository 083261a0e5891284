import { useState } from 'react';
import { errorMessage, formatThousands, useAuth, useDeleteRepairShop, useRepairShopPage, useRepairShopStatistics, type RepairShop } from '@tamir/shared-api';
import {
  Alert,
  Button,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  LoadingText,
  Modal,
  PageHeader,
  Pagination,
  StatCard,
  TextField,
  formatDateTime,
  toast,
  useDebounced,
} from '@tamir/shared-ui';
import { RepairShopCard, shownPhone } from './repair-shop-card';
import { RepairShopFormDialog } from './repair-shop-form-dialog';
import { SHOP_TEXTS as T } from './repair-shop-texts';
import { LoadFailed } from '../../components/load-failed';

type FormState = { open: false } | { open: true; shop: RepairShop | null };
const EMPTY_FILTERS = { name: '', phone: '', email: '', taxNumber: '' };
type Filters = typeof EMPTY_FILTERS;

/** /admin/repair-shops (administration §2.4): Admin only. */
export function RepairShopsPage() {
  const role = useAuth((state) => state.user?.role);
  if (role !== 'Admin')
    return (
      <div className="adm-page tf-stack">
        <PageHeader title={T.title} />
        <Alert variant="error">{T.noAccess}</Alert>
      </div>
    );
  return <RepairShops />;
}

function RepairShops() {
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<FormState>({ open: false });
  const [details, setDetails] = useState<RepairShop | null>(null);
  const [deleting, setDeleting] = useState<RepairShop | null>(null);
  const debounced = useDebounced(filters, 300);
  const params = { ...Object.fromEntries(Object.entries(debounced).filter(([, v]) => v.trim())), page };
  const list = useRepairShopPage(params);
  const stats = useRepairShopStatistics();
  const remove = useDeleteRepairShop();
  const filtering = Object.values(debounced).some((v) => v.trim());

  const setFilter = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const clearFilters = () => {
    setFilters(EMPTY_FILTERS);
    setPage(1);
  };
  const count = (value: number | undefined) => (value === undefined ? '-' : formatThousands(value));

  const onDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      toast.success(answer.message || T.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, T.deleteFailed));
    }
  };

  const shops = list.data?.data ?? [];
  return (
    <div className="adm-page tf-stack">
      <PageHeader title={T.title} subtitle={T.subtitle} actions={<Button onClick={() => setForm({ open: true, shop: null })}>{T.newShop}</Button>} />
      <div className="adm-stats">
        <StatCard label={T.totalShops} value={count(stats.data?.totalShops)} />
        <StatCard label={T.activeShops} value={count(stats.data?.activeShops)} tone="success" />
        <StatCard label={T.totalCompanies} value={count(stats.data?.totalCompanies)} tone="neutral" />
        <StatCard label={T.totalForms} value={count(stats.data?.totalRepairForms)} tone="warning" />
      </div>
      <section className="tf-card adm-filters" aria-label={T.filters}>
        <TextField label={T.filterName} value={filters.name} onChange={(e) => setFilter('name', e.target.value)} />
        <TextField label={T.filterPhone} value={filters.phone} inputMode="tel" onChange={(e) => setFilter('phone', e.target.value)} />
        <TextField label={T.filterEmail} value={filters.email} onChange={(e) => setFilter('email', e.target.value)} />
        <TextField label={T.filterTaxNumber} value={filters.taxNumber} inputMode="numeric" onChange={(e) => setFilter('taxNumber', e.target.value)} />
        <Button variant="secondary" onClick={clearFilters} disabled={!Object.values(filters).some(Boolean)}>
          {T.clearFilters}
        </Button>
      </section>
      {list.isError ? (
        <LoadFailed message={T.loadFailed} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <LoadingText />
      ) : shops.length === 0 ? (
        filtering ? (
          <EmptyState title={T.noMatch} />
        ) : (
          <EmptyState title={T.empty} description={T.emptyHint} action={<Button onClick={() => setForm({ open: true, shop: null })}>{T.firstShop}</Button>} />
        )
      ) : (
        <>
          <div className="adm-cards">
            {shops.map((shop) => (
              <RepairShopCard
                key={shop.id}
                shop={shop}
                onDetails={() => setDetails(shop)}
                onEdit={() => setForm({ open: true, shop })}
                onDelete={() => setDeleting(shop)}
              />
            ))}
          </div>
        </>
      )}
      {list.data && list.data.totalPages > 1 && (
        <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} summary={T.total(formatThousands(list.data.totalCount))} />
      )}
      {form.open && <RepairShopFormDialog shop={form.shop} onClose={() => setForm({ open: false })} />}
      <Modal open={details !== null} onOpenChange={(open) => !open && setDetails(null)} title={details?.name ?? ''} size="md">
        {details && (
          <DescriptionList
            items={[
              { label: T.status, value: details.isActive ? T.active : T.passive },
              { label: T.address, value: details.address || '-' },
              { label: T.phone, value: shownPhone(details.contactPhone) },
              { label: T.email, value: details.contactEmail || '-' },
              { label: T.taxNumber, value: details.taxNumber || '-' },
              { label: T.authorizedPerson, value: details.authorizedPerson || '-' },
              { label: T.staff, value: details.userCount },
              { label: T.companies, value: details.companyCount },
              { label: T.vehicles, value: details.vehicleCount },
              { label: T.forms, value: details.repairFormCount },
              { label: T.createdAt, value: formatDateTime(details.createdAt) },
              { label: T.updatedAt, value: formatDateTime(details.updatedAt) },
            ]}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTitle}
        description={deleting ? T.deleteWarning(deleting.name) : undefined}
        confirmLabel={T.deleteConfirm}
        busyLabel={T.deleteBusy}
        variant="danger"
        onConfirm={onDelete}
      />
    </div>
  );
}
