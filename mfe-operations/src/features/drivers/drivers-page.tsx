import { useEffect, useState } from 'react';
import { Alert, DataTable, LoadingText, PageHeader, Pagination, Select, StatCard, TextField, useDebounced, type DataTableColumn } from '@tamir/shared-ui';
import { formatPhone, formatPlate, useAuth, useCompanies, useDriverStatistics, useDrivers, type Driver, type DriverListParams } from '@tamir/shared-api';
import { RetryAlert } from '../../components/retry-alert';
import { formatAverage } from './driver-stats';
import './drivers.css';

export const DRIVERS_TEXTS = {
  title: 'Şoförler',
  noAccess: 'Bu sayfaya erişim yetkiniz yok.',
  empty: 'Şoför bulunamadı',
  allCompanies: 'Tüm Firmalar',
  loadFailed: 'Şoförler yüklenirken hata oluştu',
} as const;

const columns: DataTableColumn<Driver>[] = [
  { key: 'name', header: 'Şoför', render: (d) => <strong>{d.name}</strong> },
  { key: 'phone', header: 'Telefon', render: (d) => <span className="ops-nowrap">{d.phone ? formatPhone(d.phone) : '-'}</span> },
  { key: 'company', header: 'Firma', render: (d) => [...new Set(d.vehicles.map((v) => v.companyName))].join(', ') || '-' },
  {
    key: 'vehicles',
    header: 'Araçlar',
    render: (d) => (
      <ul className="ops-chips" aria-label={`${d.name} araçları`}>
        {d.vehicles.map((vehicle) => (
          <li key={vehicle.id} className="ops-chip">
            {formatPlate(vehicle.plateNumber)}
          </li>
        ))}
      </ul>
    ),
  },
  { key: 'totalForms', header: 'Toplam Form', align: 'center', render: (d) => d.totalForms },
];

/** /admin/drivers: drivers derived from vehicle records (owner name + phone); Admin only. */
export function DriversPage() {
  const isAdmin = useAuth((state) => state.user?.role) === 'Admin';
  return isAdmin ? (
    <DriversList />
  ) : (
    <div className="tf-stack ops-page">
      <PageHeader title={DRIVERS_TEXTS.title} />
      <Alert variant="warning">{DRIVERS_TEXTS.noAccess}</Alert>
    </div>
  );
}

export const DRIVER_SEARCH_DELAY_MS = 300;
const NONE: Driver[] = [];

function DriversList() {
  const stats = useDriverStatistics();
  const companies = useCompanies();
  const [search, setSearch] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebounced(search.trim(), DRIVER_SEARCH_DELAY_MS);
  // A new search or company starts again from the first page.
  useEffect(() => setPage(1), [settledSearch, companyId]);
  const query: DriverListParams = { search: settledSearch || undefined, companyId: companyId ? Number(companyId) : undefined, page };
  const table = useDrivers(query);

  return (
    <div className="tf-stack ops-page ops-page--wide">
      <PageHeader title={DRIVERS_TEXTS.title} subtitle="Şoförler araç kayıtlarından otomatik oluşturulur." />
      {stats.isError ? (
        <RetryAlert title={DRIVERS_TEXTS.loadFailed} onRetry={() => void stats.refetch()} />
      ) : stats.isPending ? (
        <LoadingText center />
      ) : (
        <>
          <div className="ops-stats" role="group" aria-label="Şoför istatistikleri">
            <StatCard label="Toplam Şoför" value={stats.data.totalDrivers} />
            <StatCard label="Toplam Araç" value={stats.data.totalVehicles} tone="success" />
            <StatCard label="Şoför Başına Ortalama Araç" value={formatAverage(stats.data.averageVehiclesPerDriver)} tone="warning" />
            <StatCard label="Firma Sayısı" value={stats.data.companyCount} tone="neutral" />
          </div>
          <div className="ops-toolbar">
            <TextField
              label="Şoför ara"
              hideLabel
              type="search"
              placeholder="Şoför adı, telefon veya plaka"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              maxLength={100}
              className="ops-toolbar__search"
            />
            <Select
              label="Firma"
              hideLabel
              placeholder={DRIVERS_TEXTS.allCompanies}
              options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
              value={companyId}
              onChange={(event) => setCompanyId(event.target.value)}
            />
          </div>
          {table.isError ? (
            <RetryAlert title={DRIVERS_TEXTS.loadFailed} onRetry={() => void table.refetch()} />
          ) : (
            <>
              <DataTable
                columns={columns}
                rows={table.data?.data ?? NONE}
                rowKey={(d) => `${d.name}|${d.phone ?? ''}|${d.companyId}|${d.vehicles[0]?.id ?? ''}`}
                caption="Şoför listesi"
                captionHidden
                emptyText={DRIVERS_TEXTS.empty}
                loading={table.isFetching}
              />
              {table.data && table.data.totalPages > 1 && <Pagination page={page} totalPages={table.data.totalPages} onPageChange={setPage} />}
            </>
          )}
        </>
      )}
    </div>
  );
}
