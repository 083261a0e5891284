import { formatKilometer, formatPhone, formatPlate, hasRealPhone, type PublicForm } from '@tamir/shared-api/lite';
import { formatDateTime } from './format-date';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value && value.trim() ? value : '-'}</dd>
    </div>
  );
}

/** The repair form as a printable document; only this part prints. */
export function PublicFormDocument({ form }: { form: PublicForm }) {
  const lines = form.descriptionLines.length > 0 ? form.descriptionLines.map((line, i) => `${i + 1}. ${line}`) : form.description.split('\n').filter(Boolean);
  return (
    <article className="pf-document print-area" aria-labelledby="pf-title">
      <header className="pf-document__head">
        <h1 id="pf-title" className="pf-document__title">
          ARIZA/TAMİR FORMU
        </h1>
        <p className="pf-document__number">
          Form No: <strong>{form.formNumber}</strong>
        </p>
      </header>

      <section className="pf-section" aria-labelledby="pf-company">
        <h2 id="pf-company" className="pf-section__title">
          Firma
        </h2>
        <dl className="pf-summary">
          <Row label="Firma Adı" value={form.companyName} />
          <Row label="Telefon" value={hasRealPhone(form.companyPhone) ? formatPhone(form.companyPhone as string) : null} />
          <Row label="Adres" value={form.companyAddress} />
        </dl>
      </section>

      <section className="pf-section" aria-labelledby="pf-vehicle">
        <h2 id="pf-vehicle" className="pf-section__title">
          Araç
        </h2>
        <dl className="pf-summary">
          <Row label="Plaka" value={formatPlate(form.vehiclePlate)} />
          <Row label="Marka" value={form.vehicleBrand} />
          <Row label="Model" value={form.vehicleModel} />
          <Row label="Kilometre" value={formatKilometer(form.kilometer)} />
          <Row label="Müşteri / Şoför" value={form.customerName} />
          <Row label="Oluşturulma Tarihi" value={formatDateTime(form.createdAt)} />
        </dl>
      </section>

      <section className="pf-section" aria-labelledby="pf-lines">
        <h2 id="pf-lines" className="pf-section__title">
          Arıza / Şikayetler
        </h2>
        <ul className="pf-lines">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </section>

      {form.partsUsed.trim() && (
        <section className="pf-section" aria-labelledby="pf-parts">
          <h2 id="pf-parts" className="pf-section__title">
            Kullanılan Parçalar
          </h2>
          <p className="pf-pre">{form.partsUsed}</p>
        </section>
      )}

      <div className="pf-signatures">
        <div className="pf-signature">
          <p className="pf-signature__title">Teslim Eden (Şoför)</p>
          <p className="pf-signature__name">{form.customerName}</p>
          <p className="pf-signature__line">İmza</p>
        </div>
        <div className="pf-signature">
          <p className="pf-signature__title">Teslim Alan (Yetkili)</p>
          <p className="pf-signature__name"> </p>
          <p className="pf-signature__line">Ad Soyad / İmza</p>
        </div>
      </div>
    </article>
  );
}
