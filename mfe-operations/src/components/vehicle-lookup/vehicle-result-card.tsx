import { Button, Card, formatKilometer, formatPhone, formatPlate } from '@tamir/shared-ui';
import { joinBrandModel, type Vehicle } from '@tamir/shared-api';

export interface VehicleResultCardProps {
  vehicle: Vehicle;
  onEdit: () => void;
  onCreateForm: () => void;
  onViewForms: () => void;
}

export function VehicleResultCard({ vehicle, onEdit, onCreateForm, onViewForms }: VehicleResultCardProps) {
  const phone = vehicle.driverPhone ? formatPhone(vehicle.driverPhone) : vehicle.contactHidden ? 'Gizli' : '-';
  return (
    <Card
      title={`Araç bulundu: ${formatPlate(vehicle.plateNumber)}`}
      titleAs="h2"
      aria-label="Sorgu sonucu"
      footer={
        <div className="tf-row">
          <Button variant="secondary" onClick={onEdit}>
            Düzenle
          </Button>
          <Button onClick={onCreateForm}>Form Oluştur</Button>
          {vehicle.repairFormCount > 0 && (
            <Button variant="secondary" onClick={onViewForms}>
              Formları Görüntüle
            </Button>
          )}
        </div>
      }
    >
      <dl className="ops-summary">
        <div>
          <dt>Plaka</dt>
          <dd>{formatPlate(vehicle.plateNumber)}</dd>
        </div>
        <div>
          <dt>Marka / Model</dt>
          <dd>{joinBrandModel(vehicle.brand, vehicle.model) || '-'}</dd>
        </div>
        <div>
          <dt>Kilometre</dt>
          <dd>{formatKilometer(vehicle.kilometer)}</dd>
        </div>
        <div>
          <dt>Araç Sahibi / Şoför</dt>
          <dd>{vehicle.ownerName || '-'}</dd>
        </div>
        <div>
          <dt>Telefon</dt>
          <dd>{phone}</dd>
        </div>
        <div>
          <dt>Firma</dt>
          <dd>{vehicle.companyName || '-'}</dd>
        </div>
        <div>
          <dt>Form Sayısı</dt>
          <dd>{vehicle.repairFormCount}</dd>
        </div>
      </dl>
    </Card>
  );
}
