import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  DataTable,
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
import { PATHS } from '../../paths';
import { useVehicleForms } from './use-vehicle-forms';

export const VEHICLE_FORMS_TEXTS = {
  title: 'Araç Arıza Formları',
  empty: 'Bu araç için henüz arıza formu bulunmuyor',
  missing: 'Araç bulunamadı',
  back: 'Araçlara Dön',
  loadFailed: 'Araç formları yüklenirken hata oluştu',
  retry: 'Tekrar Dene',
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
      {load.status === 'error' && (
        <Alert
          variant="error"
          title={VEHICLE_FORMS_TEXTS.loadFailed}
          actions={
            <>
              <Button variant="secondary" onClick={reload}>
                {VEHICLE_FORMS_TEXTS.retry}
              </Button>
              {back}
            </>
          }
        />
      )}
      {load.status === 'loaded' && (
        <>
          <Card title="Araç Bilgileri" aria-label="Araç Bilgileri">
            <dl className="ops-summary">
              <div>
                <dt>Plaka</dt>
                <dd>{formatPlate(load.vehicle.plateNumber)}</dd>
              </div>
              <div>
                <dt>Marka / Model</dt>
                <dd>{joinBrandModel(load.vehicle.brand, load.vehicle.model) || '-'}</dd>
              </div>
              <div>
                <dt>Kilometre</dt>
                <dd>{formatKilometer(load.vehicle.kilometer)}</dd>
              </div>
              <div>
                <dt>Araç Sahibi</dt>
                <dd>{load.vehicle.ownerName || '-'}</dd>
              </div>
              <div>
                <dt>Telefon</dt>
                <dd>{load.vehicle.driverPhone ? formatPhone(load.vehicle.driverPhone) : load.vehicle.contactHidden ? 'Gizli' : '-'}</dd>
              </div>
            </dl>
          </Card>
          <DataTable
            columns={columns}
            rows={load.forms}
            rowKey={(f) => f.id}
            caption="Arıza formları"
            captionHidden
            emptyText={VEHICLE_FORMS_TEXTS.empty}
          />
        </>
      )}
    </div>
  );
}
