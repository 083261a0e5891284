import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingText, toast } from '@tamir/shared-ui';
import { MSG, normalizePlate, useVehicle, useVehicleByPlate } from '@tamir/shared-api';
import { PATHS, idFrom } from '../../paths';
import { RepairFormCreator } from './repair-form-creator';

function vehicleIdFrom(query: string | null, state: unknown): number | null {
  const fromState = state && typeof state === 'object' ? (state as { vehicleId?: unknown }).vehicleId : undefined;
  return idFrom(query ?? (fromState === undefined ? null : String(fromState)));
}

/**
 * /admin/forms/new?vehicleId=&plate= (or vehicleId in navigation state): loads the vehicle, then the
 * creation screen. From plate search the plate finds it even before the shop serves its company;
 * by id alone the server answers only within the shop's companies.
 */
export function AdminNewFormPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const vehicleId = vehicleIdFrom(params.get('vehicleId'), location.state);
  const given = params.get('plate');
  const plate = given === null ? null : normalizePlate(given);
  const byId = useVehicle(plate === null ? vehicleId : null);
  const byPlate = useVehicleByPlate(vehicleId === null ? null : plate);
  const found = plate === null ? byId.data : byPlate.data;
  const vehicle = found && found.id === vehicleId ? found : undefined;
  const failed = vehicleId === null || byId.isError || byPlate.isError || (plate !== null && byPlate.isSuccess && !vehicle);

  useEffect(() => {
    if (!failed) return;
    toast.error(MSG.vehicleMissing);
    navigate(PATHS.plateSearch, { replace: true });
  }, [failed, navigate]);

  if (vehicleId === null) return null;
  if (!vehicle) return <LoadingText center />;
  return <RepairFormCreator vehicleId={vehicleId} vehicle={vehicle} />;
}
