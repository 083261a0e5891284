import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingText, toast } from '@tamir/shared-ui';
import { MSG, getVehicle, searchVehicleByPlate, type Vehicle } from '@tamir/shared-api';
import { useApi } from '../../api-context';
import { PATHS } from '../../paths';
import { RepairFormCreator } from './repair-form-creator';

function vehicleIdFrom(query: string | null, state: unknown): number | null {
  const fromState = state && typeof state === 'object' ? (state as { vehicleId?: unknown }).vehicleId : undefined;
  const raw = query ?? (fromState === undefined ? null : String(fromState));
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** /admin/forms/new?vehicleId= (or vehicleId in navigation state): loads the vehicle, then the creation screen. */
export function AdminNewFormPage() {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const vehicleId = vehicleIdFrom(params.get('vehicleId'), location.state);
  // From plate search: the plate finds the vehicle even before the shop serves its company.
  const plate = params.get('plate');
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);

  useEffect(() => {
    let current = true;
    const leave = () => {
      toast.error(MSG.vehicleMissing);
      navigate(PATHS.plateSearch, { replace: true });
    };
    setVehicle(null);
    if (vehicleId === null) {
      leave();
      return undefined;
    }
    const load = plate
      ? searchVehicleByPlate(api, plate).then((found) => (found?.id === vehicleId ? found : Promise.reject(new Error('plate'))))
      : getVehicle(api, vehicleId);
    load.then(
      (loaded) => current && setVehicle(loaded),
      () => current && leave(),
    );
    return () => {
      current = false;
    };
  }, [api, navigate, vehicleId, plate]);

  if (!vehicle || vehicleId === null) return vehicleId === null ? null : <LoadingText center />;
  return <RepairFormCreator vehicleId={vehicleId} vehicle={vehicle} />;
}
