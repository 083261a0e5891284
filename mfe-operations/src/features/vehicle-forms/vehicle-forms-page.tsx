import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, DataTable, EmptyState, LoadingText, PageHeader, formatDateTime, type DataTableColumn } from '@tamir/shared-ui';
import { isApiError, useVehicle, useVehicleForms, type RepairFormSummary } from '@tamir/shared-api';
import { RetryAlert } from '../../components/retry-alert';
import { shownDriverPhone, VehicleSummary } from '../../components/vehicle-summary';
import { PATHS, idFrom } from '../../paths';

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
  const vehicleId = idFrom(id);
  const vehicleQuery = useVehicle(vehicleId);
  const formsQuery = useVehicleForms(vehicleId);
  const error = vehicleQuery.error ?? formsQuery.error;
  const vehicle = vehicleQuery.data;
  const forms = formsQuery.data;
  const loaded = vehicle !== undefined && forms !== undefined;
  const missing = vehicleId === null || (isApiError(error) && error.status === 404);
  const reload = () => {
    if (vehicleQuery.isError) void vehicleQuery.refetch();
    if (formsQuery.isError) void formsQuery.refetch();
  };
  // Back to the list of the vehicle's company when it is known (the list keeps it in its query).
  const backTo = vehicle ? PATHS.companyVehicles(vehicle.companyId) : PATHS.vehicles;
  const back = (
    <Button variant="secondary" onClick={() => navigate(backTo)}>
      {VEHICLE_FORMS_TEXTS.back}
    </Button>
  );

  return (
    <div className="tf-stack ops-page ops-page--wide">
      <PageHeader title={VEHICLE_FORMS_TEXTS.title} actions={loaded ? back : undefined} />
      {!loaded && !error && !missing && <LoadingText center />}
      {missing && (
        <Card>
          <EmptyState title={VEHICLE_FORMS_TEXTS.missing} action={back} />
        </Card>
      )}
      {error && !missing && <RetryAlert title={VEHICLE_FORMS_TEXTS.loadFailed} onRetry={reload} extraActions={back} />}
      {loaded && !error && (
        <>
          <Card title="Araç Bilgileri" aria-label="Araç Bilgileri">
            <VehicleSummary
              vehicle={vehicle}
              more={[
                { label: 'Araç Sahibi', value: vehicle.ownerName || '-' },
                { label: 'Telefon', value: shownDriverPhone(vehicle) },
              ]}
            />
          </Card>
          <DataTable columns={columns} rows={forms} rowKey={(f) => f.id} caption="Arıza formları" captionHidden emptyText={VEHICLE_FORMS_TEXTS.empty} />
        </>
      )}
    </div>
  );
}
