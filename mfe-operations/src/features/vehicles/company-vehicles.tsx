import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, EmptyState, TextField, toast } from '@tamir/shared-ui';
import { errorMessage, useAuth, useDeleteVehicle, useVehicles, type Vehicle } from '@tamir/shared-api';
import { RetryAlert } from '../../components/retry-alert';
import { PATHS, type NewVehicleLocationState } from '../../paths';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { NO_FILTERS, VehicleFilterPanel, type VehicleFilters } from './vehicle-filter-panel';
import { searchVehicles } from './vehicle-match';
import { VehicleTable } from './vehicle-table';
import { VEHICLE_TEXTS } from './vehicle-texts';

const hasFilters = (filters: VehicleFilters) => Object.values(filters).some((value) => value.trim() !== '');

/** The second view of /admin/vehicles: one company's vehicles with search, filters and delete. */
export function CompanyVehicles({ companyId }: { companyId: number }) {
  const role = useAuth((state) => state.user?.role);
  const [filters, setFilters] = useState<VehicleFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const list = useVehicles({ companyId, brand: filters.brand.trim(), model: filters.model.trim(), ownerName: filters.ownerName.trim() });
  const deletion = useDeleteVehicle();
  const vehicles = list.data;
  const shown = useMemo(() => searchVehicles(vehicles ?? [], search), [vehicles, search]);

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
  if (vehicles?.length === 0 && !hasFilters(filters)) {
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
        {vehicles ? VEHICLE_TEXTS.count(shown.length) : ''}
      </p>
      <VehicleTable
        loading={!vehicles}
        vehicles={shown}
        showCompany={role === 'Admin'}
        canDelete={canDelete}
        onDelete={setDeleting}
        emptyText={VEHICLE_TEXTS.noMatch}
      />
      <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}
