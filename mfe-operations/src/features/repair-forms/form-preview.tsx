import { Alert, Button, Card, formatDateTime, formatKilometer, formatPlate } from '@tamir/shared-ui';
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
      <dl className="ops-summary ops-summary--document">
        <div>
          <dt>Plaka</dt>
          <dd>{formatPlate(vehicle.plateNumber)}</dd>
        </div>
        <div>
          <dt>Marka - Model</dt>
          <dd>{joinBrandModel(vehicle.brand, vehicle.model) || '-'}</dd>
        </div>
        <div>
          <dt>Kilometre</dt>
          <dd>{formatKilometer(vehicle.kilometer)}</dd>
        </div>
        <div>
          <dt>Tarih</dt>
          <dd>{formatDateTime(date)}</dd>
        </div>
        <div>
          <dt>Şoför</dt>
          <dd>{vehicle.ownerName || '-'}</dd>
        </div>
        <div>
          <dt>Telefon</dt>
          <dd>{shownPhone(vehicle.driverPhone)}</dd>
        </div>
        <div>
          <dt>Firma</dt>
          <dd>{vehicle.companyName || '-'}</dd>
        </div>
        <div>
          <dt>E-posta</dt>
          <dd>{shownEmail(vehicle.companyEmail)}</dd>
        </div>
      </dl>
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
