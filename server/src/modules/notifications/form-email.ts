import { formatKilometer, formatPlate, joinBrandModel, publicFormUrl } from '@tamir/shared-api/domain';
import { formatDateTimeTr, formatLongDateTr } from '../../lib/turkish-dates';

/** What a form e-mail shows: the form's snapshot, never the driver's phone. */
export interface FormEmailContent {
  formNumber: string;
  createdAt: Date;
  plateNumber: string;
  brand: string;
  model: string;
  kilometer: number;
  companyName: string;
  driverName: string;
  descriptionLines: readonly string[];
  linkToken: string;
  linkExpiresAt: Date;
}

export const formEmailSubject = (formNumber: string, plateNumber: string) => `Tamir Formu ${formNumber} - ${formatPlate(plateNumber)}`;

/**
 * The public link: absolute on the portal's address (settingsService.publicBaseUrl(): PUBLIC_BASE_URL
 * or the general setting); only while neither is known the path alone, and the text says so.
 */
export function publicFormLink(token: string, publicBaseUrl: string | null): string {
  return publicBaseUrl ? publicFormUrl(publicBaseUrl, token) : `/forms/view/${token}`;
}

/** Plain-text body, stored in the outbox row; the HTML part is rendered from it when sending. */
export function formEmailText(content: FormEmailContent, publicBaseUrl: string | null): string {
  const link = publicFormLink(content.linkToken, publicBaseUrl);
  return [
    `Sayın ${content.companyName},`,
    '',
    `${formatPlate(content.plateNumber)} plakalı aracınız için ${content.formNumber} numaralı tamir formu oluşturuldu.`,
    '',
    `Form No: ${content.formNumber}`,
    `Tarih: ${formatDateTimeTr(content.createdAt)}`,
    `Plaka: ${formatPlate(content.plateNumber)}`,
    `Marka / Model: ${joinBrandModel(content.brand, content.model) || '-'}`,
    `Kilometre: ${formatKilometer(content.kilometer)}`,
    `Firma: ${content.companyName}`,
    `Şoför: ${content.driverName}`,
    '',
    'Arızalar / şikayetler:',
    ...content.descriptionLines.map((line, index) => `${index + 1}. ${line}`),
    '',
    publicBaseUrl ? `Formu görüntülemek için: ${link}` : `Formu görüntülemek için Tamir Formu portalının adresine şu yolu ekleyin: ${link}`,
    `Bağlantı ${formatLongDateTr(content.linkExpiresAt)} tarihine kadar geçerlidir.`,
    '',
    'Bu e-posta Tamir Formu tarafından otomatik olarak gönderilmiştir.',
  ].join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const URL_PATTERN = /(https?:\/\/[^\s<]+|\/forms\/view\/[A-Za-z0-9_-]+)/g;

function renderLine(line: string): string {
  const label = /^([^\d:][^:]{0,39}):\s(.+)$/.exec(line);
  const linked = (text: string) =>
    escapeHtml(text).replace(URL_PATTERN, (url) => (url.startsWith('http') ? `<a href="${url}">${url}</a>` : `<code>${url}</code>`));
  if (label && !label[2].includes('://')) return `<strong>${escapeHtml(label[1])}:</strong> ${linked(label[2])}`;
  return linked(line);
}

/** A plain HTML version of any outbox text: paragraphs, bold labels, a clickable link. */
export function renderEmailHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(renderLine).join('<br>\n')}</p>`)
    .join('\n');
  return `<!doctype html>\n<html lang="tr"><head><meta charset="utf-8"></head>\n<body style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; line-height: 1.5; color: #1f2937;">\n${paragraphs}\n</body></html>\n`;
}
