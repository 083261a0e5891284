import { Alert, Button, Card, DescriptionList, formatDateTime, formatKilometer, formatPlate } from '@tamir/shared-ui';
import { joinBrandModel, type Vehicle } from '@tamir/shared-api';
import { FORM_TEXTS, numbered, shownEmail, shownPhone } from './form-texts';
import { SignatureBlocks } from './signature-blocks';

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
    <Card
      className="ops-document"
      aria-label={FORM_TEXTS.previewTitle}
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
    >
      <h2 className="ops-document__title">{FORM_TEXTS.previewTitle}</h2>
      <DescriptionList
        className="ops-summary ops-summary--document"
        items={[
          { label: 'Plaka', value: formatPlate(vehicle.plateNumber) },
          { label: 'Marka - Model', value: joinBrandModel(vehicle.brand, vehicle.model) || '-' },
          { label: 'Kilometre', value: formatKilometer(vehicle.kilometer) },
          { label: 'Tarih', value: formatDateTime(date) },
          { label: 'Şoför', value: vehicle.ownerName || '-' },
          { label: 'Telefon', value: shownPhone(vehicle.driverPhone) },
          { label: 'Firma', value: vehicle.companyName || '-' },
          { label: 'E-posta', value: shownEmail(vehicle.companyEmail) },
        ]}
      />
      <section className="ops-document__section" aria-label="Arıza / Şikayetler">
        <h3 className="ops-document__subtitle">Arıza / Şikayetler</h3>
        <ul className="ops-numbered">
          {numbered(lines).map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </section>
      <SignatureBlocks driverName={vehicle.ownerName} />
    </Card>
  );
}
