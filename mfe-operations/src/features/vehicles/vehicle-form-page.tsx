import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, LoadingText, PageHeader, toast } from '@tamir/shared-ui';
import { useAuth, useCompanies, useVehicle, type Vehicle } from '@tamir/shared-api';
import { PATHS, idFrom, type NewVehicleLocationState } from '../../paths';
import { VehicleForm } from './vehicle-form';
import { initialVehicleFormValues } from './vehicle-form-values';
import { VEHICLE_TEXTS } from './vehicle-texts';

/** Reads /admin/vehicles/new's navigation state, whoever sent it. */
export function readNewVehicleState(state: unknown): NewVehicleLocationState {
  if (!state || typeof state !== 'object') return {};
  const { plateNumber, companyId } = state as Record<string, unknown>;
  return {
    ...(typeof plateNumber === 'string' ? { plateNumber } : {}),
    ...(typeof companyId === 'number' && Number.isInteger(companyId) && companyId > 0 ? { companyId } : {}),
  };
}

export const CONTACT_HIDDEN_EDIT = 'Bu aracın şoför ve firma bilgileri, araç için form oluşturulana kadar gizlidir; bu nedenle araç düzenlenemez.';

/** /admin/vehicles/new and /admin/vehicles/edit/{id}: create or edit by whether an id is present. */
export function VehicleFormPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { id } = useParams();
  const editing = id !== undefined;
  const isAdmin = useAuth((state) => state.user?.role) === 'Admin';
  const prefill = useMemo(() => readNewVehicleState(location.state), [location.state]);
  const vehicleId = editing ? idFrom(id) : null;
  const vehicleQuery = useVehicle(vehicleId);
  const vehicle = vehicleQuery.data ?? null;
  const vehicleFailed = editing && (vehicleId === null || vehicleQuery.isError);
  const needCompanies = !editing || isAdmin;
  const companies = useCompanies({ enabled: needCompanies });

  useEffect(() => {
    if (!vehicleFailed) return;
    toast.error(VEHICLE_TEXTS.vehicleLoadFailed);
    navigate(PATHS.vehicles, { replace: true });
  }, [vehicleFailed, navigate]);

  useEffect(() => {
    if (companies.isError) toast.error(VEHICLE_TEXTS.companiesLoadFailed);
  }, [companies.isError]);

  const prefillCompany = companies.data?.find((company) => company.id === prefill.companyId) ?? null;
  const initialValues = useMemo(
    () => initialVehicleFormValues(vehicle, { plateNumber: prefill.plateNumber, company: prefillCompany }),
    [vehicle, prefill.plateNumber, prefillCompany],
  );

  const listOf = (companyId: number | null | undefined) => (companyId ? PATHS.companyVehicles(companyId) : PATHS.vehicles);
  const done = (saved: Vehicle | null) => navigate(listOf(saved?.companyId ?? vehicle?.companyId ?? prefill.companyId));

  const title = editing ? VEHICLE_TEXTS.editTitle : VEHICLE_TEXTS.newTitle;
  const waiting = (editing && !vehicle) || (needCompanies && companies.isPending);

  return (
    <div className="tf-stack ops-page">
      <PageHeader title={title} />
      {waiting ? (
        <LoadingText center />
      ) : vehicle?.contactHidden && !isAdmin ? (
        <Alert
          variant="warning"
          actions={
            <Button variant="secondary" onClick={() => done(null)}>
              {VEHICLE_TEXTS.cancel}
            </Button>
          }
        >
          {CONTACT_HIDDEN_EDIT}
        </Alert>
      ) : (
        <>
          {companies.isError && <Alert variant="error">{VEHICLE_TEXTS.companiesLoadFailed}</Alert>}
          <VehicleForm
            key={vehicle?.id ?? 'new'}
            vehicle={vehicle}
            initialValues={initialValues}
            canChooseCompany={needCompanies}
            companies={companies.data ?? []}
            companiesLoading={companies.isPending}
            onDone={done}
          />
        </>
      )}
    </div>
  );
}
