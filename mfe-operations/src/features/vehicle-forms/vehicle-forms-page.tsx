import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  Card,
  DataTable,
  DescriptionList,
  EmptyState,
  LoadingText,
  PageHeader,
  formatDateTime,
  formatKilometer,
  formatPhone,
  formatPlate,
  type DataTableColumn,
} from '@tamir/shared-ui';
import { joinBrandModel, type RepairFormSummary } from '@tamir/shared-api';
import { RetryAlert } from '../../components/retry-alert';
import { PATHS } from '../../paths';
import { useVehicleForms } from './use-vehicle-forms';

export const VEHICLE_FORMS_TEXTS = {
  title: 'Araç Arıza Formları',
  empty: 'Bu araç için henüz arıza formu bulunmuyor',
  missing: 'Araç bulunamadı',
  back: 'Araçlara Dön',
  loadFailed: 'Araç formları yüklenirken hata oluştu',
} as const;

const columns: DataTableColumn<RepairFormSummary>[] = [
  { key: 'formNumber', header: 'Form No', render: (f) => <strong className="ops-nowrap">{f.formNumber}</strong> },
  { key: 'description', header: 'Açıklama', render: (f) => <span className="ops-pre ops-clamp">{f.description || '-'}</span> },
  { key: 'creator', header: 'Oluşturan', render: (f) => f.createdByUsername || '-' },
  { key: 'createdAt', header: 'Tarih', render: (f) => <span className="ops-nowrap">{formatDateTime(f.createdAt)}</span> },
  {
    key: 'detail',
    header: 'Detay',
    hiddenHeader: true,
    render: (f) => (
      <Link className="tf-btn tf-btn--secondary tf-btn--sm" to={PATHS.adminFormDetail(f.id)} aria-label={`${f.formNumber} detayı`}>
        Detay
      </Link>
    ),
  },
];

/** /admin/vehicles/{id}/forms: the vehicle and the repair forms written for it. */
export function VehicleFormsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { load, reload } = useVehicleForms(id);
  // Back to the list of the vehicle's company when it is known (the list keeps it in its query).
  const backTo = load.status === 'loaded' ? PATHS.companyVehicles(load.vehicle.companyId) : PATHS.vehicles;
  const back = (
    <Button variant="secondary" onClick={() => navigate(backTo)}>
      {VEHICLE_FORMS_TEXTS.back}
    </Button>
  );

  return (
    <div className="tf-stack ops-page ops-page--wide">
      <PageHeader title={VEHICLE_FORMS_TEXTS.title} actions={load.status === 'loaded' ? back : undefined} />
      {load.status === 'loading' && <LoadingText center />}
      {load.status === 'missing' && (
        <Card>
          <EmptyState title={VEHICLE_FORMS_TEXTS.missing} action={back} />
        </Card>
      )}
      {load.status === 'error' && <RetryAlert title={VEHICLE_FORMS_TEXTS.loadFailed} onRetry={reload} extraActions={back} />}
      {load.status === 'loaded' && (
        <>
          <Card title="Araç Bilgileri" aria-label="Araç Bilgileri">
            <DescriptionList
              className="ops-summary"
              items={[
                { label: 'Plaka', value: formatPlate(load.vehicle.plateNumber) },
                { label: 'Marka / Model', value: joinBrandModel(load.vehicle.brand, load.vehicle.model) || '-' },
                { label: 'Kilometre', value: formatKilometer(load.vehicle.kilometer) },
                { label: 'Araç Sahibi', value: load.vehicle.ownerName || '-' },
                {
                  label: 'Telefon',
                  value: load.vehicle.driverPhone ? formatPhone(load.vehicle.driverPhone) : load.vehicle.contactHidden ? 'Gizli' : '-',
                },
              ]}
            />
          </Card>
          <DataTable columns={columns} rows={load.forms} rowKey={(f) => f.id} caption="Arıza formları" captionHidden emptyText={VEHICLE_FORMS_TEXTS.empty} />
        </>
      )}
    </div>
  );
}
