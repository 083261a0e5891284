import { Card, DescriptionList, formatDateTime, formatKilometer, formatPlate } from '@tamir/shared-ui';
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
      <DescriptionList
        className="ops-summary ops-summary--document"
        items={[
          { label: 'Oluşturulma Tarihi', value: formatDateTime(form.createdAt) },
          { label: 'Plaka', value: formatPlate(form.vehicle.plateNumber) },
          { label: 'Marka', value: form.vehicle.brand || '-' },
          { label: 'Model', value: form.vehicle.model || '-' },
          { label: 'Kilometre', value: formatKilometer(form.vehicle.kilometer) },
          { label: 'Firma', value: form.vehicle.companyName || '-' },
          { label: 'Şoför Adı Soyadı', value: form.customerName || '-' },
          { label: 'Şoför Telefonu', value: shownPhone(form.customerPhone) },
        ]}
      />
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
