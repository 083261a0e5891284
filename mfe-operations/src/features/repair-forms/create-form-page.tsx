import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@tamir/shared-ui';
import { MSG } from '@tamir/shared-api';
import { PATHS, readCreateFormState } from '../../paths';
import { RepairFormCreator } from './repair-form-creator';

/** /plate-search/create-form: needs the vehicle id and data from the vehicle step. */
export function CreateFormPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readCreateFormState(location.state);

  useEffect(() => {
    if (state) return;
    toast.error(MSG.vehicleMissing);
    navigate(PATHS.plateSearch, { replace: true });
  }, [state, navigate]);

  if (!state) return null;
  return <RepairFormCreator vehicleId={state.vehicleId} vehicle={state.vehicle} />;
}
