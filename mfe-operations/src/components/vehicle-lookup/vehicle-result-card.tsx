import { Button, Card } from '@tamir/shared-ui';
import { formatPlate, type Vehicle } from '@tamir/shared-api';
import { shownDriverPhone, VehicleSummary } from '../vehicle-summary';

export interface VehicleResultCardProps {
  vehicle: Vehicle;
  onEdit: () => void;
  onCreateForm: () => void;
  onViewForms: () => void;
}

/**
 * A vehicle of a company the shop does not serve (contacts hidden) can only get a new form here:
 * editing it and its forms' page are not the shop's, so those buttons are not offered.
 */
export function VehicleResultCard({ vehicle, onEdit, onCreateForm, onViewForms }: VehicleResultCardProps) {
  const ours = !vehicle.contactHidden;
  return (
    <Card
      title={`Araç bulundu: ${formatPlate(vehicle.plateNumber)}`}
      titleAs="h2"
      aria-label="Sorgu sonucu"
      footer={
        <div className="tf-row">
          {ours && (
            <Button variant="secondary" onClick={onEdit}>
              Düzenle
            </Button>
          )}
          <Button onClick={onCreateForm}>Form Oluştur</Button>
          {ours && vehicle.repairFormCount > 0 && (
            <Button variant="secondary" onClick={onViewForms}>
              Formları Görüntüle
            </Button>
          )}
        </div>
      }
    >
      <VehicleSummary
        vehicle={vehicle}
        more={[
          { label: 'Araç Sahibi / Şoför', value: vehicle.ownerName || '-' },
          { label: 'Telefon', value: shownDriverPhone(vehicle) },
          { label: 'Firma', value: vehicle.companyName || '-' },
          { label: 'Form Sayısı', value: vehicle.repairFormCount },
        ]}
      />
    </Card>
  );
}
