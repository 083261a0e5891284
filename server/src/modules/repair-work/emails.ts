import { formatKilometer, formatKurus, formatPlate, formatQuantity, formatVatRate, joinBrandModel } from '@tamir/shared-api/domain';
import type { RepairItems } from '@tamir/shared-api/dto';
import { formatLongDateTr } from '../../lib/turkish-dates';

/** The form as a repair notice names it. */
export interface NoticeForm {
  formNumber: string;
  plateNumber: string;
  brand: string;
  model: string;
  companyName: string;
}

/** The three notices to the company (issue 28) and the answer's notice to the shop. */
export type RepairNotice = 'estimate' | 'completed' | 'delivered' | 'approved' | 'rejected';

const SUBJECTS: Record<RepairNotice, string> = {
  estimate: 'Tamir teklifi',
  completed: 'Aracınız teslime hazır',
  delivered: 'Aracınız teslim edildi',
  approved: 'Teklif onaylandı',
  rejected: 'Teklif reddedildi',
};

/** 'Tamir teklifi - TF-2026-000123 - 34 ABC 123': the history lists it with the form and the plate. */
export const noticeSubject = (notice: RepairNotice, form: NoticeForm) => `${SUBJECTS[notice]} - ${form.formNumber} - ${formatPlate(form.plateNumber)}`;

/** The estimate's lines and totals as text lines. */
export function estimateLines(estimate: RepairItems): string[] {
  return [
    ...estimate.items.map(
      (item, index) =>
        `${index + 1}. ${item.kind}: ${item.description} - ${formatQuantity(item.quantity)} ${item.unit} × ${formatKurus(item.unitPriceKurus)} = ${formatKurus(item.lineTotalKurus)} (KDV ${formatVatRate(item.vatRate)})`,
    ),
    '',
    `Ara Toplam: ${formatKurus(estimate.subtotalKurus)}`,
    ...estimate.vatByRate.map((rate) => `KDV ${formatVatRate(rate.vatRate)}: ${formatKurus(rate.vatKurus)}`),
    `Genel Toplam: ${formatKurus(estimate.totalKurus)}`,
  ];
}

interface NoticeContent {
  form: NoticeForm;
  estimate: RepairItems;
  /** The public page: absolute on the portal's address (a path only while none is known). */
  link: string;
  linkExpiresAt: Date;
  deliveryKilometer?: number | null;
  /** The company's answer (approved/rejected notices). */
  approverName?: string;
  note?: string;
}

/** Plain-text body of a notice, stored in the outbox row (the HTML part is rendered from it when sending). */
export function noticeText(notice: RepairNotice, content: NoticeContent): string {
  const { form, estimate, link } = content;
  const plate = formatPlate(form.plateNumber);
  const vehicle = `${plate} plakalı ${joinBrandModel(form.brand, form.model) || 'aracınız'}`.trim();
  const opening: Record<RepairNotice, string[]> = {
    estimate: [`Sayın ${form.companyName},`, '', `${vehicle} için ${form.formNumber} numaralı formun tamir teklifi aşağıdadır.`],
    completed: [`Sayın ${form.companyName},`, '', `${vehicle} için ${form.formNumber} numaralı formun işi tamamlandı; aracınız teslim almaya hazırdır.`],
    delivered: [
      `Sayın ${form.companyName},`,
      '',
      `${vehicle} ${form.formNumber} numaralı form ile teslim edildi.`,
      ...(content.deliveryKilometer !== undefined && content.deliveryKilometer !== null
        ? [`Teslim Kilometresi: ${formatKilometer(content.deliveryKilometer)}`]
        : []),
    ],
    approved: [`${form.companyName} firması ${form.formNumber} numaralı formun teklifini onayladı.`, `Onaylayan: ${content.approverName ?? '-'}`],
    rejected: [`${form.companyName} firması ${form.formNumber} numaralı formun teklifini reddetti.`, `Reddeden: ${content.approverName ?? '-'}`],
  };
  const call: Record<RepairNotice, string> = {
    estimate: 'Teklifi incelemek, onaylamak veya reddetmek için',
    completed: 'Formu ve tutarları görüntülemek için',
    delivered: 'Formu görüntülemek için',
    approved: 'Formu görüntülemek için',
    rejected: 'Formu görüntülemek için',
  };
  const note = content.note ? [`Not: ${content.note}`] : [];
  const lines = estimate.items.length > 0 ? ['', 'Kalemler:', ...estimateLines(estimate)] : [];
  const absolute = /^https?:\/\//.test(link);
  return [
    ...opening[notice],
    ...note,
    ...lines,
    '',
    absolute ? `${call[notice]}: ${link}` : `${call[notice]} Tamir Formu portalının adresine şu yolu ekleyin: ${link}`,
    `Bağlantı ${formatLongDateTr(content.linkExpiresAt)} tarihine kadar geçerlidir.`,
    '',
    'Bu e-posta Tamir Formu tarafından otomatik olarak gönderilmiştir.',
  ].join('\n');
}
