import { Alert, Button, RepairFormDocument, formatDateTime, numberedLines } from '@tamir/shared-ui';
import { formatKilometer, formatPlate, joinBrandModel, type Vehicle } from '@tamir/shared-api';
import { FORM_TEXTS, shownEmail, shownPhone } from './form-texts';

export interface FormPreviewProps {
  vehicle: Vehicle;
  lines: string[];
  date: Date;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onCreate: () => void;
}

/** The 'ARIZA/TAMİR FORMU' preview before the form is created. */
export function FormPreview({ vehicle, lines, date, busy, error, onBack, onCreate }: FormPreviewProps) {
  return (
    <RepairFormDocument
      label={FORM_TEXTS.previewTitle}
      fields={[
        { label: 'Plaka', value: formatPlate(vehicle.plateNumber) },
        { label: 'Marka - Model', value: joinBrandModel(vehicle.brand, vehicle.model) || '-' },
        { label: 'Kilometre', value: formatKilometer(vehicle.kilometer) },
        { label: 'Tarih', value: formatDateTime(date) },
        { label: 'Şoför', value: vehicle.ownerName || '-' },
        { label: 'Telefon', value: shownPhone(vehicle.driverPhone) },
        { label: 'Firma', value: vehicle.companyName || '-' },
        { label: 'E-posta', value: shownEmail(vehicle.companyEmail) },
      ]}
      faultLines={numberedLines(lines)}
      driverName={vehicle.ownerName}
      footer={
        <div className="tf-stack">
          {error && <Alert variant="error">{error}</Alert>}
          <div className="tf-row ops-actions">
            <Button variant="secondary" onClick={onBack} disabled={busy}>
              Geri Düzenle
            </Button>
            <Button onClick={onCreate} busy={busy} busyLabel="Form Oluşturuluyor...">
              Form Oluştur
            </Button>
          </div>
        </div>
      }
    />
  );
}
