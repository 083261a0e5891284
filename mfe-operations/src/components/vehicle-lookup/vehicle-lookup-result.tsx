import { useNavigate } from 'react-router-dom';
import { PATHS, type NewVehicleLocationState } from '../../paths';
import type { PlateSearchState } from './use-plate-search';
import { VehicleNotFoundCard } from './vehicle-not-found-card';
import { VehicleResultCard } from './vehicle-result-card';

/**
 * The answer of a plate query, wherever it is asked (/plate-search, /admin/vehicle-search): the
 * found vehicle with edit, create-form and view-forms, or the not-found card whose add button
 * opens the new-vehicle screen with the plate in navigation state.
 */
export function VehicleLookupResult({ state }: { state: PlateSearchState }) {
  const navigate = useNavigate();

  if (state.status === 'found') {
    const { vehicle } = state;
    return (
      <VehicleResultCard
        vehicle={vehicle}
        onEdit={() => navigate(PATHS.editVehicle(vehicle.id))}
        onCreateForm={() =>
          navigate(`${PATHS.adminNewForm}?vehicleId=${vehicle.id}&plate=${encodeURIComponent(vehicle.plateNumber)}`, { state: { vehicleId: vehicle.id } })
        }
        onViewForms={() => navigate(PATHS.vehicleForms(vehicle.id))}
      />
    );
  }

  if (state.status === 'not-found') {
    return (
      <VehicleNotFoundCard
        plate={state.plate}
        onAddVehicle={() => {
          const next: NewVehicleLocationState = { plateNumber: state.plate };
          navigate(PATHS.newVehicle, { state: next });
        }}
      />
    );
  }

  return null;
}
