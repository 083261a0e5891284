import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth, useCompanyPage, useCompanyStatistics, useDeleteCompany, useRepairShops, type Company } from '@tamir/shared-api';
import { Alert, Button, EmptyState, InfoBanner, Select } from '@tamir/shared-ui';
import { idFrom } from '../../paths';
import { ContactFilterPanel, useContactFilters } from '../../forms/contact-filters';
import { CardGrid, ListPage, useConfirmedDelete, useEditing } from '../../list-page';
import { CompanyCard } from './company-card';
import { CompanyFormDialog } from './company-form-dialog';
import { COMPANY_TEXTS as T } from './company-texts';
import { CompanyVehiclesDialog } from './company-vehicles-dialog';

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
  const filter = useContactFilters();
  const form = useEditing<Company>();
  const [details, setDetails] = useState<Company | null>(null);
  const list = useCompanyPage({ ...filter.params, ...(shopId ? { repairShopId: shopId } : {}) }, { enabled: !adminWithoutShop });
  const stats = useCompanyStatistics(shopId ?? undefined, { enabled: !adminWithoutShop }).data;
  const remove = useDeleteCompany();
  const deletion = useConfirmedDelete(remove.mutateAsync, T, (company: Company) => company.name);

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={!adminWithoutShop && <Button onClick={form.create}>{T.newCompany}</Button>}
      lead={selector && <div className="adm-shop-select">{selector}</div>}
      blocked={adminWithoutShop ? <InfoBanner>{T.chooseShop}</InfoBanner> : undefined}
      stats={[
        { label: T.totalCompanies, value: stats?.totalCompanies },
        { label: T.activeCompanies, value: stats?.activeCompanies, tone: 'success' },
        { label: T.totalStaff, value: stats?.totalStaff, tone: 'neutral' },
        { label: T.totalVehicles, value: stats?.totalVehicles, tone: 'warning' },
      ]}
      filters={<ContactFilterPanel label={T.filters} nameLabel={T.filterName} filter={filter} />}
      list={list}
      loadFailed={T.loadFailed}
      page={filter.page}
      onPageChange={filter.setPage}
      dialogs={
        <>
          {form.open && <CompanyFormDialog company={form.item} repairShopId={shopId} onClose={form.close} />}
          {details && <CompanyVehiclesDialog company={details} onClose={() => setDetails(null)} />}
          {deletion.dialog}
        </>
      }
    >
      <CardGrid
        rows={list.data?.data ?? []}
        loading={list.isPending}
        empty={<EmptyState title={filter.filtering ? T.noMatch : T.empty} />}
        card={(company) => (
          <CompanyCard
            key={company.id}
            company={company}
            onDetails={() => setDetails(company)}
            onEdit={() => form.edit(company)}
            onDelete={() => deletion.ask(company)}
          />
        )}
      />
    </ListPage>
  );
}
