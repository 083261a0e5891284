import { Button, Card } from '@tamir/shared-ui';
import { formatPlate, type Vehicle } from '@tamir/shared-api';
import { shownDriverPhone, VehicleSummary } from '../vehicle-summary';
import { VehicleReminders } from '../reminders/vehicle-reminders';
import './vehicle-lookup.css';

export interface VehicleResultCardProps {
  vehicle: Vehicle;
  onEdit: () => void;
  onCreateForm: () => void;
  onViewForms: () => void;
}

/**
 * A vehicle of a company the shop does not serve (contacts hidden) can only get a new form here:
 * editing it, its forms' page and its reminders are not the shop's, so those are not offered.
 */
export function VehicleResultCard({ vehicle, onEdit, onCreateForm, onViewForms }: VehicleResultCardProps) {
  const ours = !vehicle.contactHidden;
  return (
    <Card title={`Araç bulundu: ${formatPlate(vehicle.plateNumber)}`} titleAs="h2" aria-label="Sorgu sonucu">
      <VehicleSummary
        vehicle={vehicle}
        more={[
          { label: 'Araç Sahibi / Şoför', value: vehicle.ownerName || '-' },
          { label: 'Telefon', value: shownDriverPhone(vehicle) },
          { label: 'Firma', value: vehicle.companyName || '-' },
          { label: 'Form Sayısı', value: vehicle.repairFormCount },
        ]}
      />
      {/* The actions come before the reminders, which load after the vehicle: a late list must not move a button under the finger. */}
      <div className="tf-row ops-result-actions no-print">
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
      {/* Issue 44: the open reminders, for a vehicle the shop serves (another's answers 404 until a form links it). */}
      {ours && <VehicleReminders vehicleId={vehicle.id} />}
    </Card>
  );
}
