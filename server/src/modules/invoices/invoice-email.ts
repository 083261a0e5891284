import { formatKurus, INVOICE_PROFILE_LABELS, type InvoiceProfile, type InvoiceTypeCode } from '@tamir/shared-api/domain';
import { formatDateTimeTr } from '../../lib/turkish-dates';

/** What the company's invoice e-mail says (issue 43); the PDF and the XML travel as attachments. */
export interface InvoiceEmailContent {
  number: string;
  uuid: string;
  profile: InvoiceProfile;
  typeCode: InvoiceTypeCode;
  issuedAt: Date;
  formNumber: string;
  sellerTitle: string;
  buyerName: string;
  totalKurus: number;
  /** The sale an İade Faturası returns. */
  returnOfNumber: string | null;
}

const documentName = (content: Pick<InvoiceEmailContent, 'profile' | 'typeCode'>) =>
  content.typeCode === 'IADE' ? 'İade Faturası' : INVOICE_PROFILE_LABELS[content.profile];

export const invoiceEmailSubject = (content: InvoiceEmailContent) => `${documentName(content)} ${content.number} - ${content.sellerTitle}`.slice(0, 300);

/** Plain text, stored in the outbox row (the notification history shows it); the HTML is rendered from it when sending. */
export function invoiceEmailText(content: InvoiceEmailContent): string {
  const isReturn = content.typeCode === 'IADE';
  return [
    `Sayın ${content.buyerName},`,
    '',
    isReturn
      ? `${content.sellerTitle} tarafından ${content.returnOfNumber ?? ''} numaralı faturanız için ${content.number} numaralı İade Faturası düzenlenmiştir.`
      : `${content.sellerTitle} tarafından adınıza ${content.number} numaralı ${documentName(content)} düzenlenmiştir.`,
    '',
    `Fatura No: ${content.number}`,
    `Fatura Tarihi: ${formatDateTimeTr(content.issuedAt)}`,
    `ETTN: ${content.uuid}`,
    ...(isReturn && content.returnOfNumber ? [`İade Edilen Fatura: ${content.returnOfNumber}`] : []),
    `Form No: ${content.formNumber}`,
    `${isReturn ? 'İade Tutarı' : 'Ödenecek Tutar'}: ${formatKurus(content.totalKurus)}`,
    '',
    'Faturanın PDF ve XML (UBL-TR) dosyaları bu e-postanın ekindedir.',
    '',
    'Bu e-posta Tamir Formu tarafından otomatik olarak gönderilmiştir.',
  ].join('\n');
}

/** The attachments' names: the invoice number, as the accountant's ZIP names them. */
export const invoiceFileNames = (number: string) => ({ pdf: `${number}.pdf`, xml: `${number}.xml` });
