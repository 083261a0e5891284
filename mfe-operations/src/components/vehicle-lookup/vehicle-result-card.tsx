import { Button, Card, DescriptionList } from '@tamir/shared-ui';
import { formatKilometer, formatPhone, formatPlate, joinBrandModel, type Vehicle } from '@tamir/shared-api';

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
      <DescriptionList
        className="tf-summary"
        items={[
          { label: 'Plaka', value: formatPlate(vehicle.plateNumber) },
          { label: 'Marka / Model', value: joinBrandModel(vehicle.brand, vehicle.model) || '-' },
          { label: 'Kilometre', value: formatKilometer(vehicle.kilometer) },
          { label: 'Araç Sahibi / Şoför', value: vehicle.ownerName || '-' },
          { label: 'Telefon', value: phone },
          { label: 'Firma', value: vehicle.companyName || '-' },
          { label: 'Form Sayısı', value: vehicle.repairFormCount },
        ]}
      />
    </Card>
  );
}
