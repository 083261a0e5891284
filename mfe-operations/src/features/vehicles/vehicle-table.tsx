import { Link } from 'react-router-dom';
import { Button, DataTable, type DataTableColumn } from '@tamir/shared-ui';
import { formatKilometer, formatPhone, formatPlate, joinBrandModel, type Vehicle } from '@tamir/shared-api';
import { PATHS } from '../../paths';

export interface VehicleTableProps {
  vehicles: Vehicle[];
  showCompany: boolean;
  canDelete: (vehicle: Vehicle) => boolean;
  onDelete: (vehicle: Vehicle) => void;
  emptyText: string;
  loading?: boolean;
}

/** Plate, brand/model, kilometre, owner, phone, company (Admin only), form count and actions. */
export function VehicleTable({ vehicles, showCompany, canDelete, onDelete, emptyText, loading }: VehicleTableProps) {
  const columns: DataTableColumn<Vehicle>[] = [
    { key: 'plate', header: 'Plaka', render: (v) => <strong className="ops-nowrap">{formatPlate(v.plateNumber)}</strong> },
    { key: 'brandModel', header: 'Marka / Model', render: (v) => joinBrandModel(v.brand, v.model) || '-' },
    { key: 'kilometer', header: 'Kilometre', align: 'right', render: (v) => <span className="ops-nowrap">{formatKilometer(v.kilometer)}</span> },
    { key: 'owner', header: 'Araç Sahibi', render: (v) => v.ownerName || '-' },
    { key: 'phone', header: 'Telefon', render: (v) => <span className="ops-nowrap">{v.driverPhone ? formatPhone(v.driverPhone) : '-'}</span> },
    ...(showCompany ? [{ key: 'company', header: 'Firma', render: (v: Vehicle) => v.companyName || '-' }] : []),
    { key: 'forms', header: 'Form Sayısı', align: 'center', render: (v) => v.repairFormCount },
    {
      key: 'actions',
      header: 'İşlemler',
      hiddenHeader: true,
      render: (v) => {
        const plate = formatPlate(v.plateNumber);
        return (
          <div className="tf-row ops-table-actions">
            <Link className="tf-btn tf-btn--ghost tf-btn--sm" to={PATHS.vehicleForms(v.id)} aria-label={`${plate} formlarını görüntüle`}>
              Formlar
            </Link>
            <Link className="tf-btn tf-btn--secondary tf-btn--sm" to={PATHS.editVehicle(v.id)} aria-label={`${plate} düzenle`}>
              Düzenle
            </Link>
            {canDelete(v) && (
              <Button variant="danger" size="sm" onClick={() => onDelete(v)} aria-label={`${plate} sil`}>
                Sil
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return <DataTable columns={columns} rows={vehicles} rowKey={(v) => v.id} caption="Araç listesi" captionHidden emptyText={emptyText} loading={loading} />;
}
