import { useNavigate } from 'react-router-dom';
import { Alert, InfoBanner, PageHeader } from '@tamir/shared-ui';
import type { Vehicle } from '@tamir/shared-api';
import { PATHS, type CreateFormLocationState } from '../../paths';
import { PlateQueryForm } from '../../components/vehicle-lookup/plate-query-form';
import { usePlateSearch } from '../../components/vehicle-lookup/use-plate-search';
import { VehicleLookupResult } from '../../components/vehicle-lookup/vehicle-lookup-result';
import { VehicleCompanyForm } from './vehicle-company-form';

export const PLATE_SEARCH_TEXTS = {
  title: 'Şoför Araç Plaka Sorgulama',
  notFoundInfo: 'Araç kaydı bulunamadı. Yeni kayıt oluşturabilirsiniz.',
  searchFailed: 'Arama sırasında hata oluştu',
} as const;

/** /plate-search: plate query, then the vehicle/driver/company form (core-journeys §2, §4). */
export function PlateSearchPage() {
  const navigate = useNavigate();
  const { state, search, reset } = usePlateSearch(PLATE_SEARCH_TEXTS.searchFailed);

  const onSaved = (vehicle: Vehicle) => {
    const next: CreateFormLocationState = { vehicleId: vehicle.id, vehicle };
    navigate(PATHS.createForm, { state: next });
  };

  const vehicle = state.status === 'found' ? state.vehicle : null;
  const showForm = state.status === 'found' || state.status === 'not-found';

  return (
    <div className="tf-stack ops-page">
      <PageHeader title={PLATE_SEARCH_TEXTS.title} />
      <PlateQueryForm searching={state.status === 'searching'} onSearch={search} />

      {state.status === 'error' && <Alert variant="error">{PLATE_SEARCH_TEXTS.searchFailed}</Alert>}

      {state.status === 'not-found' && <InfoBanner>{PLATE_SEARCH_TEXTS.notFoundInfo}</InfoBanner>}
      <VehicleLookupResult state={state} />

      {showForm && <VehicleCompanyForm key={`${state.plate}:${vehicle?.id ?? 'new'}`} plate={state.plate} vehicle={vehicle} onBack={reset} onSaved={onSaved} />}
    </div>
  );
}
