import { useEffect } from 'react';
import {
  formatKilometer,
  formatPhone,
  formatPlate,
  hasRealPhone,
  publicFormPdfPath,
  publicFormUrl,
  publicPhotosBase,
  type KvkkNoticeParties,
  type PublicPhoto,
} from '@tamir/shared-api/lite';
import { FORM_DOCUMENT_TITLE, RepairFormDocument, faultLinesOf, formatDateInWords, formatTurkeyDateTime, kvkkNoticeUrl } from '../../form-document';
import { linkValidUntil } from './expiry';
import { publicApi, type PublicApiClient } from '../../public-api';
import { PUBLIC_TEXTS, titleOf, type PublicFormState } from './public-form-state';
import { usePublicForm } from './use-public-form';
import { EstimateAnswerForm, EstimateStatus, type ApprovalFeedback } from './estimate-answer';

export { PUBLIC_TEXTS } from './public-form-state';

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
    if (state.status === 'loaded') document.title = titleOf(state);
  }, [state]);

  // The QR code opens this very page, on the address the browser reached it by.
  return (
    <PublicFormView
      state={state}
      pageUrl={publicFormUrl(window.location.origin, encodeURIComponent(token))}
      pdfHref={publicFormPdfPath(token)}
      answerAction={`/forms/view/${encodeURIComponent(token)}`}
      photosBase={publicPhotosBase(token)}
    />
  );
}

/** 'Bu bağlantı 12 Aralık 2026 tarihine kadar geçerlidir.' for a form whose link still works. */
function Validity({ form }: { form: { createdAt: string; expiresAt: string } }) {
  const until = linkValidUntil(form);
  if (!until) return null;
  return (
    <p className="pf-validity" data-testid="link-validity">
      {PUBLIC_TEXTS.validUntil(formatDateInWords(until))}
    </p>
  );
}

/** The KVKK notice on the portal that serves this page (the page's own origin); '/kvkk' when the address is unknown. */
function noticeUrlOf(pageUrl: string | undefined): string {
  if (!pageUrl) return '/kvkk';
  try {
    return kvkkNoticeUrl(new URL(pageUrl).origin);
  } catch {
    return '/kvkk';
  }
}

/** The photos as plain links to the large image around lazy thumbnails: they work with scripts off. */
function documentPhotos(photos: PublicPhoto[], base: string) {
  return photos.map((photo, index) => ({
    key: photo.id,
    href: `${base}/${photo.id}`,
    linkLabel: PUBLIC_TEXTS.photoLink(index + 1, photo.caption),
    stage: photo.stage,
    caption: photo.caption,
    image: <img src={`${base}/${photo.id}/thumb`} loading="lazy" decoding="async" alt="" width={photo.thumbWidth} height={photo.thumbHeight} />,
  }));
}

/**
 * The page for one state of the link. Rendered by the browser (the remote in the shell) and by the
 * server (react-dom/server), so the document arrives whole and prints without any script; the
 * print button carries data-print for the server page's small script. `pageUrl`, the page's own
 * absolute address, goes in the document's QR code. `pdfHref` is a plain link to the form's PDF,
 * there with scripts off too.
 */
export function PublicFormView({
  state,
  printButtonHidden = false,
  pageUrl,
  pdfHref,
  answerAction,
  answerFeedback,
  photosBase,
  kvkkNoticeUrl: noticeUrl,
  kvkkParties,
}: {
  state: PublicFormState;
  printButtonHidden?: boolean;
  pageUrl?: string;
  pdfHref?: string;
  /** Where the company's answer to the estimate is posted (the page itself); no form without it. */
  answerAction?: string;
  /** A refused answer, as the server sends the page again. */
  answerFeedback?: ApprovalFeedback;
  /** Where the link's photos are read (issue 29); no photos without it. */
  photosBase?: string;
  /** The server's address of the form's shop's notice (/kvkk?shop=…; issue 41 §3); else the portal's /kvkk on the page's origin. */
  kvkkNoticeUrl?: string;
  /** Who the short notice names: the shop's (or the portal's) controller and the processor. */
  kvkkParties?: KvkkNoticeParties;
}) {
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
            {pdfHref && (
              <a className="tf-btn tf-btn--secondary" href={pdfHref} download>
                {PUBLIC_TEXTS.pdf}
              </a>
            )}
            <button type="button" className="tf-btn tf-btn--primary" data-print hidden={printButtonHidden} onClick={() => window.print()}>
              Yazdır
            </button>
          </div>
          <Validity form={state.form} />
          <EstimateStatus form={state.form} feedback={answerFeedback} />
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
                  { label: 'Oluşturulma Tarihi', value: formatTurkeyDateTime(state.form.createdAt) },
                ],
              },
            ]}
            faultLines={faultLinesOf(state.form)}
            partsUsed={state.form.partsUsed}
            estimate={state.form.estimate}
            driverName={state.form.customerName}
            signatures={state.form.signatures}
            publicUrl={pageUrl}
            photos={photosBase ? documentPhotos(state.form.photos ?? [], photosBase) : undefined}
            kvkkNoticeUrl={noticeUrl ?? noticeUrlOf(pageUrl)}
            kvkkParties={kvkkParties}
          />
          {state.form.canAnswer && answerAction && <EstimateAnswerForm form={state.form} action={answerAction} feedback={answerFeedback} />}
        </>
      )}
    </main>
  );
}
