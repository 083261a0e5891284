import { Alert, PageHeader } from '@tamir/shared-ui';
import { PlateQueryForm } from '../../components/vehicle-lookup/plate-query-form';
import { usePlateSearch } from '../../components/vehicle-lookup/use-plate-search';
import { VehicleLookupResult } from '../../components/vehicle-lookup/vehicle-lookup-result';

export const VEHICLE_SEARCH_TEXTS = {
  title: 'Araç Sorgulama',
  searchFailed: 'Arama sırasında bir hata oluştu',
} as const;

/** /admin/vehicle-search ('vehicle query'): the plate query and its result, without the vehicle form of /plate-search. */
export function VehicleSearchPage() {
  const { state, search } = usePlateSearch(VEHICLE_SEARCH_TEXTS.searchFailed);

  return (
    <div className="tf-stack ops-page">
      <PageHeader title={VEHICLE_SEARCH_TEXTS.title} subtitle="Plaka ile kayıtlı aracı bulun, düzenleyin veya form oluşturun." />
      <PlateQueryForm searching={state.status === 'searching'} onSearch={search} />
      {state.status === 'error' && <Alert variant="error">{VEHICLE_SEARCH_TEXTS.searchFailed}</Alert>}
      <VehicleLookupResult state={state} />
    </div>
  );
}
