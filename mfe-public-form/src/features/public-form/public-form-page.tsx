import { useEffect } from 'react';
import { LIMITS, formatKilometer, formatPhone, formatPlate, hasRealPhone } from '@tamir/shared-api/lite';
import { FORM_DOCUMENT_TITLE, RepairFormDocument, faultLinesOf, formatDateTime } from '../../form-document';
import { publicApi, type PublicApiClient } from '../../public-api';
import { usePublicForm } from './use-public-form';

export const PUBLIC_TEXTS = {
  loading: 'Yükleniyor...',
  expiredTitle: 'Form süresi dolmuştur',
  expiredText: `Bu formun bağlantısının ${LIMITS.publicFormValidityDays} günlük geçerlilik süresi sona ermiştir.`,
  notFound: 'Form bulunamadı veya link geçersiz.',
  error: 'Form yüklenirken bir hata oluştu.',
  home: 'Ana Sayfaya Dön',
} as const;

function Notice({ title, text }: { title: string; text?: string }) {
  return (
    <section className="pf-notice" role="alert">
      <h1 className="pf-notice__title">{title}</h1>
      {text && <p className="pf-notice__text">{text}</p>}
      <a className="tf-btn tf-btn--primary" href="/">
        {PUBLIC_TEXTS.home}
      </a>
    </section>
  );
}

export interface PublicFormPageProps {
  token: string;
  /** Tests pass a client with a fake HTTP layer; the page makes its own plain one otherwise. */
  api?: PublicApiClient;
}

/** /forms/view/{token}: the form behind a public link, without login (core-journeys §2, §4, §8). */
export function PublicFormPage({ token, api = publicApi() }: PublicFormPageProps) {
  const state = usePublicForm(api, token);

  useEffect(() => {
    if (state.status === 'loaded') document.title = `Tamir Formu ${state.form.formNumber}`;
  }, [state]);

  return (
    <main className="pf-page">
      {state.status === 'loading' && (
        <p className="pf-loading" role="status" aria-live="polite">
          {PUBLIC_TEXTS.loading}
        </p>
      )}
      {state.status === 'expired' && <Notice title={PUBLIC_TEXTS.expiredTitle} text={PUBLIC_TEXTS.expiredText} />}
      {state.status === 'not-found' && <Notice title={PUBLIC_TEXTS.notFound} />}
      {state.status === 'error' && <Notice title={PUBLIC_TEXTS.error} />}
      {state.status === 'loaded' && (
        <>
          <div className="pf-toolbar no-print">
            <button type="button" className="tf-btn tf-btn--primary" onClick={() => window.print()}>
              Yazdır
            </button>
          </div>
          <RepairFormDocument
            label={FORM_DOCUMENT_TITLE}
            as="article"
            headingLevel={1}
            printArea
            formNumber={state.form.formNumber}
            sections={[
              {
                title: 'Firma',
                fields: [
                  { label: 'Firma Adı', value: state.form.companyName || '-' },
                  { label: 'Telefon', value: state.form.companyPhone && hasRealPhone(state.form.companyPhone) ? formatPhone(state.form.companyPhone) : '-' },
                  { label: 'Adres', value: state.form.companyAddress || '-' },
                ],
              },
              {
                title: 'Araç',
                fields: [
                  { label: 'Plaka', value: formatPlate(state.form.vehiclePlate) },
                  { label: 'Marka', value: state.form.vehicleBrand || '-' },
                  { label: 'Model', value: state.form.vehicleModel || '-' },
                  { label: 'Kilometre', value: formatKilometer(state.form.kilometer) },
                  { label: 'Müşteri / Şoför', value: state.form.customerName || '-' },
                  { label: 'Oluşturulma Tarihi', value: formatDateTime(state.form.createdAt) },
                ],
              },
            ]}
            faultLines={faultLinesOf(state.form)}
            partsUsed={state.form.partsUsed}
            driverName={state.form.customerName}
          />
        </>
      )}
    </main>
  );
}
