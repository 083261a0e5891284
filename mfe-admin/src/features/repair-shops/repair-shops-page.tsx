import { formatThousands, useAuth, useDeleteRepairShop, useRepairShopPage, useRepairShopStatistics, type RepairShop } from '@tamir/shared-api';
import { Alert, Button, DescriptionList, EmptyState, Modal, PageHeader, SellerDetailsDialog, formatDateTime } from '@tamir/shared-ui';
import { useState } from 'react';
import { ContactFilterPanel, useContactFilters } from '../../forms/contact-filters';
import { CardGrid, ListPage, useConfirmedDelete, useEditing } from '../../list-page';
import { RepairShopCard, shownPhone } from './repair-shop-card';
import { RepairShopFormDialog } from './repair-shop-form-dialog';
import { ShopKvkkDialog } from './shop-kvkk-dialog';
import { SHOP_TEXTS as T } from './repair-shop-texts';

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

const count = (value: number | undefined) => (value === undefined ? undefined : formatThousands(value));

function RepairShops() {
  const filter = useContactFilters();
  const form = useEditing<RepairShop>();
  const [details, setDetails] = useState<RepairShop | null>(null);
  const [sellerOf, setSellerOf] = useState<RepairShop | null>(null);
  const [kvkkOf, setKvkkOf] = useState<RepairShop | null>(null);
  const list = useRepairShopPage(filter.params);
  const stats = useRepairShopStatistics().data;
  const remove = useDeleteRepairShop();
  const deletion = useConfirmedDelete(
    remove.mutateAsync,
    T,
    (shop: RepairShop) => shop.name,
    (answer) => answer.message || T.deleted,
  );

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={<Button onClick={form.create}>{T.newShop}</Button>}
      stats={[
        { label: T.totalShops, value: count(stats?.totalShops) },
        { label: T.activeShops, value: count(stats?.activeShops), tone: 'success' },
        { label: T.totalCompanies, value: count(stats?.totalCompanies), tone: 'neutral' },
        { label: T.totalForms, value: count(stats?.totalRepairForms), tone: 'warning' },
      ]}
      filters={<ContactFilterPanel label={T.filters} nameLabel={T.filterName} filter={filter} />}
      list={list}
      loadFailed={T.loadFailed}
      page={filter.page}
      onPageChange={filter.setPage}
      summary={(data) => T.total(formatThousands(data.totalCount))}
      dialogs={
        <>
          {form.open && <RepairShopFormDialog shop={form.item} onClose={form.close} />}
          {sellerOf && <SellerDetailsDialog shopId={sellerOf.id} shopName={sellerOf.name} open onOpenChange={(open) => !open && setSellerOf(null)} />}
          {kvkkOf && <ShopKvkkDialog shopId={kvkkOf.id} shopName={kvkkOf.name} open onOpenChange={(open) => !open && setKvkkOf(null)} />}
          <Modal open={details !== null} onOpenChange={(open) => !open && setDetails(null)} title={details?.name ?? ''} size="md">
            {details && <ShopDetails shop={details} />}
          </Modal>
          {deletion.dialog}
        </>
      }
    >
      <CardGrid
        rows={list.data?.data ?? []}
        loading={list.isPending}
        empty={
          filter.filtering ? (
            <EmptyState title={T.noMatch} />
          ) : (
            <EmptyState title={T.empty} description={T.emptyHint} action={<Button onClick={form.create}>{T.firstShop}</Button>} />
          )
        }
        card={(shop) => (
          <RepairShopCard
            key={shop.id}
            shop={shop}
            onDetails={() => setDetails(shop)}
            onEdit={() => form.edit(shop)}
            onDelete={() => deletion.ask(shop)}
            onSeller={() => setSellerOf(shop)}
            onKvkk={() => setKvkkOf(shop)}
          />
        )}
      />
    </ListPage>
  );
}

/** Every field of a shop (the details modal). */
function ShopDetails({ shop }: { shop: RepairShop }) {
  return (
    <DescriptionList
      items={[
        { label: T.status, value: shop.isActive ? T.active : T.passive },
        { label: T.address, value: shop.address || '-' },
        { label: T.phone, value: shownPhone(shop.contactPhone) },
        { label: T.email, value: shop.contactEmail || '-' },
        { label: T.taxNumber, value: shop.taxNumber || '-' },
        { label: T.authorizedPerson, value: shop.authorizedPerson || '-' },
        { label: T.staff, value: shop.userCount },
        { label: T.companies, value: shop.companyCount },
        { label: T.vehicles, value: shop.vehicleCount },
        { label: T.forms, value: shop.repairFormCount },
        { label: T.createdAt, value: formatDateTime(shop.createdAt) },
        { label: T.updatedAt, value: formatDateTime(shop.updatedAt) },
      ]}
    />
  );
}
