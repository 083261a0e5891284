import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, EmptyState, Pagination, TextField, toast, useDebounced } from '@tamir/shared-ui';
import { errorMessage, useAuth, useDeleteVehicle, useVehicles, type Vehicle } from '@tamir/shared-api';
import { RetryAlert } from '../../components/retry-alert';
import { PATHS, type NewVehicleLocationState } from '../../paths';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { NO_FILTERS, VehicleFilterPanel, type VehicleFilters } from './vehicle-filter-panel';
import { VehicleTable } from './vehicle-table';
import { VEHICLE_TEXTS } from './vehicle-texts';

const SEARCH_DELAY_MS = 300;

const hasFilters = (filters: VehicleFilters) => Object.values(filters).some((value) => value.trim() !== '');

/** The second view of /admin/vehicles: one company's vehicles with search, filters and delete. */
export function CompanyVehicles({ companyId }: { companyId: number }) {
  const role = useAuth((state) => state.user?.role);
  const [filters, setFilters] = useState<VehicleFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  // The search runs on the server over every vehicle of the company, a moment after typing stops.
  const searched = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = useVehicles({
    companyId,
    brand: filters.brand.trim(),
    model: filters.model.trim(),
    ownerName: filters.ownerName.trim(),
    search: searched,
    page,
  });
  useEffect(() => setPage(1), [companyId, filters, searched]);
  const deletion = useDeleteVehicle();
  const vehicles = list.data?.data;

  useEffect(() => {
    if (list.isError) toast.error(VEHICLE_TEXTS.loadFailed);
  }, [list.isError]);

  const addState: NewVehicleLocationState = { companyId };
  const canDelete = (vehicle: Vehicle) => vehicle.repairFormCount === 0 && (role === 'Admin' || role === 'Tamirci');

  const confirmDelete = async (vehicle: Vehicle) => {
    try {
      await deletion.mutateAsync(vehicle.id);
      toast.success(VEHICLE_TEXTS.deleted);
    } catch (error) {
      toast.error(errorMessage(error, VEHICLE_TEXTS.deleteFailed));
    }
  };

  if (list.isError) {
    return <RetryAlert title={VEHICLE_TEXTS.loadFailed} onRetry={() => void list.refetch()} />;
  }
  if (list.data?.totalCount === 0 && !hasFilters(filters) && !searched) {
    return (
      <Card>
        <EmptyState
          title={VEHICLE_TEXTS.emptyList}
          action={
            <Link className="tf-btn tf-btn--primary tf-btn--md" to={PATHS.newVehicle} state={addState}>
              {VEHICLE_TEXTS.firstVehicle}
            </Link>
          }
        />
      </Card>
    );
  }

  return (
    <div className="tf-stack">
      <div className="ops-toolbar">
        <TextField
          label={VEHICLE_TEXTS.searchLabel}
          hideLabel
          type="search"
          placeholder={VEHICLE_TEXTS.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
          className="ops-toolbar__search"
        />
        <VehicleFilterPanel applied={filters} onApply={setFilters} />
      </div>
      <p className="ops-muted" role="status">
        {list.data ? VEHICLE_TEXTS.count(list.data.totalCount) : ''}
      </p>
      <VehicleTable
        loading={!vehicles}
        vehicles={vehicles ?? []}
        showCompany={role === 'Admin'}
        canDelete={canDelete}
        onDelete={setDeleting}
        emptyText={VEHICLE_TEXTS.noMatch}
      />
      {list.data && list.data.totalPages > 1 && <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} />}
      <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}
