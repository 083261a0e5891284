import { Card, formatDateTime, formatKilometer, formatPlate } from '@tamir/shared-ui';
import type { RepairForm } from '@tamir/shared-api';
import { FORM_TEXTS, numbered, shownPhone } from './form-texts';
import { SignatureBlocks } from './signature-blocks';

/** The form card that prints alone (shared-ui's print-area); signatures appear only on paper. */
export function FormDocument({ form }: { form: RepairForm }) {
  const lines = form.descriptionLines.length > 0 ? numbered(form.descriptionLines) : form.description.split('\n').filter(Boolean);
  return (
    <Card printArea className="ops-document" aria-label={FORM_TEXTS.viewTitle}>
      <div className="ops-document__head">
        <h2 className="ops-document__title">{FORM_TEXTS.previewTitle}</h2>
        <p className="ops-document__number">
          Form No: <strong data-testid="form-number">{form.formNumber}</strong>
        </p>
      </div>
      <dl className="ops-summary ops-summary--document">
        <div>
          <dt>Oluşturulma Tarihi</dt>
          <dd>{formatDateTime(form.createdAt)}</dd>
        </div>
        <div>
          <dt>Plaka</dt>
          <dd>{formatPlate(form.vehicle.plateNumber)}</dd>
        </div>
        <div>
          <dt>Marka</dt>
          <dd>{form.vehicle.brand || '-'}</dd>
        </div>
        <div>
          <dt>Model</dt>
          <dd>{form.vehicle.model || '-'}</dd>
        </div>
        <div>
          <dt>Kilometre</dt>
          <dd>{formatKilometer(form.vehicle.kilometer)}</dd>
        </div>
        <div>
          <dt>Firma</dt>
          <dd>{form.vehicle.companyName || '-'}</dd>
        </div>
        <div>
          <dt>Şoför Adı Soyadı</dt>
          <dd>{form.customerName || '-'}</dd>
        </div>
        <div>
          <dt>Şoför Telefonu</dt>
          <dd>{shownPhone(form.customerPhone)}</dd>
        </div>
      </dl>
      <section className="ops-document__section" aria-label="Arıza / Şikayetler">
        <h3 className="ops-document__subtitle">Arıza / Şikayetler</h3>
        <ul className="ops-numbered">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </section>
      {form.partsUsed.trim() && (
        <section className="ops-document__section" aria-label="Kullanılan Parçalar">
          <h3 className="ops-document__subtitle">Kullanılan Parçalar</h3>
          <p className="ops-pre">{form.partsUsed}</p>
        </section>
      )}
      <SignatureBlocks driverName={form.customerName} className="print-only" />
    </Card>
  );
}
