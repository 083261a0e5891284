import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, useAuth, useCompanyPage, useCompanyStatistics, useDeleteCompany, useRepairShops, type Company } from '@tamir/shared-api';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  InfoBanner,
  LoadingText,
  PageHeader,
  Pagination,
  Select,
  StatCard,
  TextField,
  toast,
  useDebounced,
} from '@tamir/shared-ui';
import { idFrom } from '../../paths';
import { CompanyCard } from './company-card';
import { CompanyFormDialog } from './company-form-dialog';
import { COMPANY_TEXTS as T } from './company-texts';
import { CompanyVehiclesDialog } from './company-vehicles-dialog';
import { LoadFailed } from '../../components/load-failed';

type FormState = { open: false } | { open: true; company: Company | null };
const EMPTY_FILTERS = { name: '', phone: '', email: '', taxNumber: '' };
type Filters = typeof EMPTY_FILTERS;

/**
 * /admin/companies (administration §2.3). Admin: a shop selector (?repairShopId= in the URL, else the
 * first active shop; an empty ?repairShopId= is the 'Tamirhane seçin' choice and shows the prompt);
 * Tamirci: their own shop's companies.
 */
export function CompaniesPage() {
  const role = useAuth((state) => state.user?.role);
  const isAdmin = role === 'Admin';
  const [search, setSearch] = useSearchParams();
  const shops = useRepairShops({ enabled: isAdmin });
  const fromUrl = idFrom(search.get('repairShopId'));
  const named = search.has('repairShopId');

  // The first active shop is preselected when the URL names none (not when 'Tamirhane seçin' was chosen).
  useEffect(() => {
    if (!isAdmin || named || !shops.data) return;
    const first = shops.data.find((shop) => shop.isActive);
    if (first) setSearch({ repairShopId: String(first.id) }, { replace: true });
  }, [isAdmin, named, shops.data, setSearch]);

  if (!isAdmin) return <Companies shopId={null} selector={null} />;
  const selector = (
    <Select
      label={T.shop}
      placeholder={T.shopPlaceholder}
      value={fromUrl ? String(fromUrl) : ''}
      onChange={(e) => setSearch({ repairShopId: e.target.value })}
      options={(shops.data ?? []).map((shop) => ({ value: String(shop.id), label: T.shopOption(shop.name, shop.companyCount) }))}
      disabled={!shops.data}
    />
  );
  if (shops.isError) return <Alert variant="error">{T.shopsLoadFailed}</Alert>;
  return <Companies key={fromUrl ?? 0} shopId={fromUrl} selector={selector} />;
}

function Companies({ shopId, selector }: { shopId: number | null; selector: React.ReactNode }) {
  const adminWithoutShop = selector !== null && shopId === null;
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<FormState>({ open: false });
  const [details, setDetails] = useState<Company | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const debounced = useDebounced(filters, 300);
  const params = { ...Object.fromEntries(Object.entries(debounced).filter(([, v]) => v.trim())), ...(shopId ? { repairShopId: shopId } : {}), page };
  const list = useCompanyPage(params, { enabled: !adminWithoutShop });
  const stats = useCompanyStatistics(shopId ?? undefined, { enabled: !adminWithoutShop });
  const remove = useDeleteCompany();
  const filtering = Object.values(debounced).some((v) => v.trim());

  const setFilter = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(T.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, T.deleteFailed));
    }
  };

  const companies = list.data?.data ?? [];
  return (
    <div className="adm-page tf-stack">
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={!adminWithoutShop && <Button onClick={() => setForm({ open: true, company: null })}>{T.newCompany}</Button>}
      />
      {selector && <div className="adm-shop-select">{selector}</div>}
      {adminWithoutShop ? (
        <InfoBanner>{T.chooseShop}</InfoBanner>
      ) : (
        <>
          <div className="adm-stats">
            <StatCard label={T.totalCompanies} value={stats.data?.totalCompanies ?? '-'} />
            <StatCard label={T.activeCompanies} value={stats.data?.activeCompanies ?? '-'} tone="success" />
            <StatCard label={T.totalStaff} value={stats.data?.totalStaff ?? '-'} tone="neutral" />
            <StatCard label={T.totalVehicles} value={stats.data?.totalVehicles ?? '-'} tone="warning" />
          </div>
          <section className="tf-card adm-filters" aria-label={T.filters}>
            <TextField label={T.filterName} value={filters.name} onChange={(e) => setFilter('name', e.target.value)} />
            <TextField label={T.filterPhone} value={filters.phone} inputMode="tel" onChange={(e) => setFilter('phone', e.target.value)} />
            <TextField label={T.filterEmail} value={filters.email} onChange={(e) => setFilter('email', e.target.value)} />
            <TextField label={T.filterTaxNumber} value={filters.taxNumber} inputMode="numeric" onChange={(e) => setFilter('taxNumber', e.target.value)} />
            <Button variant="secondary" onClick={() => setFilters(EMPTY_FILTERS)} disabled={!Object.values(filters).some(Boolean)}>
              {T.clearFilters}
            </Button>
          </section>
          {list.isError ? (
            <LoadFailed message={T.loadFailed} onRetry={() => void list.refetch()} />
          ) : list.isPending ? (
            <LoadingText />
          ) : companies.length === 0 ? (
            <EmptyState title={filtering ? T.noMatch : T.empty} />
          ) : (
            <div className="adm-cards">
              {companies.map((company) => (
                <CompanyCard
                  key={company.id}
                  company={company}
                  onDetails={() => setDetails(company)}
                  onEdit={() => setForm({ open: true, company })}
                  onDelete={() => setDeleting(company)}
                />
              ))}
            </div>
          )}
          {list.data && list.data.totalPages > 1 && (
            <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} summary={`Toplam ${list.data.totalCount} kayıt`} />
          )}
        </>
      )}
      {form.open && <CompanyFormDialog company={form.company} repairShopId={shopId} onClose={() => setForm({ open: false })} />}
      {details && <CompanyVehiclesDialog company={details} onClose={() => setDetails(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTitle}
        description={deleting ? T.deleteWarning(deleting.name) : undefined}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={onDelete}
      />
    </div>
  );
}
