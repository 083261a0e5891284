import { QrCode } from '../components/qr-code';
import { cx } from '../utils/cx';

export const DOCUMENT_QR_TEXTS = {
  label: 'Formun çevrimiçi sayfasını açan QR kodu',
  caption: 'Formu çevrimiçi görmek için okutun',
} as const;

/** The form's QR code in the document's head: it opens the form's public page (issue 14). */
export function DocumentQr({ url, printOnly = false }: { url: string; printOnly?: boolean }) {
  return (
    <figure className={cx('tf-document__qr', printOnly && 'print-only')} data-testid="form-qr">
      <QrCode value={url} label={DOCUMENT_QR_TEXTS.label} />
      <figcaption className="tf-document__qr-caption">{DOCUMENT_QR_TEXTS.caption}</figcaption>
    </figure>
  );
}
