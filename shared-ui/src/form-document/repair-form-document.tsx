import type { ReactNode } from 'react';
import type { KvkkNoticeParties } from '@tamir/shared-api/lite';
import { DescriptionList, type DescriptionListItem } from '../components/description-list';
import { cx } from '../utils/cx';
import { DocumentQr } from './document-qr';
import { DocumentPhotos, type DocumentPhoto } from './document-photos';
import { EstimateLines, type EstimateLinesProps } from './estimate-lines';
import { KvkkNoticeLine } from './kvkk-notice-line';
import { SignatureBlocks, type SignatureBlocksProps } from './signature-blocks';
import './form-document.css';

export const FORM_DOCUMENT_TITLE = 'ARIZA/TAMİR FORMU';

export interface FormDocumentSection {
  title: string;
  fields: DescriptionListItem[];
}

export interface RepairFormDocumentProps {
  /** The landmark's accessible name. */
  label: string;
  /** 'article' on a page of its own, a labelled 'section' inside a screen. */
  as?: 'article' | 'section';
  /** Level of the title; section titles take the next one. */
  headingLevel?: 1 | 2;
  /** Shown beside the title once the form exists. */
  formNumber?: string;
  /** Fields under the title, without a heading. */
  fields?: DescriptionListItem[];
  /** Headed groups of fields, side by side where there is room. */
  sections?: FormDocumentSection[];
  faultsTitle?: string;
  /** Already numbered (see `numberedLines`, `faultLinesOf`). */
  faultLines: string[];
  partsUsed?: string;
  /** The priced lines and totals (issue 28), after the parts; nothing when there are no lines. */
  estimate?: EstimateLinesProps['estimate'] | null;
  /** Fields after the fault lines and parts. */
  closingFields?: DescriptionListItem[];
  driverName?: string | null;
  signaturesPrintOnly?: boolean;
  /** Signatures drawn on the device, shown in their blocks (SignatureBlocks). */
  signatures?: SignatureBlocksProps['signatures'];
  /** A sign button for each unsigned block, on screen only. */
  signAction?: SignatureBlocksProps['signAction'];
  /** Show the hand-over ('Teslim Alan (Müşteri)') signature block (issue 28). */
  withDeliverySignature?: boolean;
  /** The absolute address of the form's public page: a QR code of it goes in the document's head. */
  publicUrl?: string | null;
  /** The QR code on paper only (the operations screens); the public page shows it on screen too. */
  qrPrintOnly?: boolean;
  /** Only this document prints (shared-ui's print rules). */
  printArea?: boolean;
  /** The form's photos (issue 29): all on screen, six on paper. */
  photos?: DocumentPhoto[];
  /** The photos on paper only (the operations screens show them in a card of their own). */
  photosPrintOnly?: boolean;
  /** The address of the KVKK notice (issue 30): a short notice naming it goes under the signatures, on screen and paper. */
  kvkkNoticeUrl?: string | null;
  /** Who the short notice names (the form's shop's controller, the processor; issue 41 §3). */
  kvkkParties?: KvkkNoticeParties | null;
  /** Buttons under the document; never printed. */
  footer?: ReactNode;
}

/** The repair form as a document: on screen, on paper, and on the public page. */
export function RepairFormDocument({
  label,
  as: Landmark = 'section',
  headingLevel = 2,
  formNumber,
  fields,
  sections,
  faultsTitle = 'Arıza / Şikayetler',
  faultLines,
  partsUsed,
  estimate,
  closingFields,
  driverName,
  signaturesPrintOnly = false,
  signatures,
  signAction,
  withDeliverySignature = false,
  publicUrl,
  qrPrintOnly = false,
  printArea = false,
  photos,
  photosPrintOnly = false,
  kvkkNoticeUrl,
  kvkkParties,
  footer,
}: RepairFormDocumentProps) {
  const Title = `h${headingLevel}` as const;
  const Subtitle = `h${headingLevel + 1}` as 'h2' | 'h3';
  const parts = partsUsed?.trim();
  return (
    <Landmark className={cx('tf-card tf-document', printArea && 'print-area')} data-print-root={printArea ? '' : undefined} aria-label={label}>
      <header className={cx('tf-document__head', formNumber === undefined && 'tf-document__head--title-only')}>
        <Title className="tf-document__title">{FORM_DOCUMENT_TITLE}</Title>
        {formNumber !== undefined && (
          <p className="tf-document__number">
            Form No: <strong data-testid="form-number">{formNumber}</strong>
          </p>
        )}
        {publicUrl && <DocumentQr url={publicUrl} printOnly={qrPrintOnly} />}
      </header>
      {fields && <DescriptionList className="tf-summary" items={fields} />}
      {sections && (
        <div className="tf-document__sections">
          {sections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <Subtitle className="tf-document__subtitle">{section.title}</Subtitle>
              <DescriptionList className="tf-summary" items={section.fields} />
            </section>
          ))}
        </div>
      )}
      <section className="tf-document__section" aria-label={faultsTitle}>
        <Subtitle className="tf-document__subtitle">{faultsTitle}</Subtitle>
        <ul className="tf-document__lines">
          {faultLines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </section>
      {parts && (
        <section className="tf-document__section" aria-label="Kullanılan Parçalar">
          <Subtitle className="tf-document__subtitle">Kullanılan Parçalar</Subtitle>
          <p className="tf-document__pre">{partsUsed}</p>
        </section>
      )}
      {estimate && estimate.items.length > 0 && (
        <EstimateLines estimate={estimate} headingLevel={(headingLevel + 1) as 2 | 3} className="tf-document__section" />
      )}
      {closingFields && <DescriptionList className="tf-summary tf-document__section" items={closingFields} />}
      {photos && <DocumentPhotos photos={photos} headingLevel={(headingLevel + 1) as 2 | 3} printOnly={photosPrintOnly} />}
      <SignatureBlocks
        driverName={driverName}
        printOnly={signaturesPrintOnly}
        signatures={signatures}
        signAction={signAction}
        withDelivery={withDeliverySignature}
        headingLevel={(headingLevel + 1) as 2 | 3}
      />
      {kvkkNoticeUrl && <KvkkNoticeLine url={kvkkNoticeUrl} parties={kvkkParties} />}
      {footer && <footer className="tf-card__footer no-print">{footer}</footer>}
    </Landmark>
  );
}
