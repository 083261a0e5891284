import { formatKilometer, formatPhone, formatPlate, hasRealPhone } from '@tamir/shared-api/domain';
import { formatDateTimeTr } from '../../lib/turkish-dates';
import type { PdfFormFields } from './pdf-input';
import { COLORS, CONTENT_WIDTH, FONT, PAGE, SIZES, type Pdf } from './pdf-document';
import { PDF_TEXTS } from './texts';

interface Section {
  title: string;
  fields: { label: string; value: string }[];
}

const GAP = 24;

/** The public page's two sections (mfe-public-form public-form-page.tsx), with the same labels and formats. */
export function formSections(form: PdfFormFields): Section[] {
  return [
    {
      title: PDF_TEXTS.companySection,
      fields: [
        { label: 'Firma Adı', value: form.companyName || '-' },
        { label: 'Telefon', value: form.companyPhone && hasRealPhone(form.companyPhone) ? formatPhone(form.companyPhone) : '-' },
        { label: 'Adres', value: form.companyAddress || '-' },
      ],
    },
    {
      title: PDF_TEXTS.vehicleSection,
      fields: [
        { label: 'Plaka', value: formatPlate(form.vehiclePlate) },
        { label: 'Marka', value: form.vehicleBrand || '-' },
        { label: 'Model', value: form.vehicleModel || '-' },
        { label: 'Kilometre', value: formatKilometer(form.kilometer) },
        { label: 'Müşteri / Şoför', value: form.customerName || '-' },
        { label: 'Oluşturulma Tarihi', value: formatDateTimeTr(new Date(form.createdAt)) },
      ],
    },
  ];
}

/** One section as a column: its title, then each label (small capitals, muted) over its value (bold). Returns the y under it. */
function drawSection(doc: Pdf, section: Section, x: number, y: number, width: number): number {
  doc.font(FONT.bold, SIZES.subtitle).fillColor(COLORS.text).text(section.title, x, y, { width });
  let cursor = doc.y + 5;
  for (const field of section.fields) {
    doc.font(FONT.regular, SIZES.label).fillColor(COLORS.muted).text(field.label.toLocaleUpperCase('tr-TR'), x, cursor, { width, characterSpacing: 0.3 });
    doc
      .font(FONT.bold, SIZES.body)
      .fillColor(COLORS.text)
      .text(field.value, x, doc.y + 1, { width });
    cursor = doc.y + 7;
  }
  return cursor;
}

/** The sections side by side from `y` (they always fit on the first page). Returns the y under the taller one. */
export function drawSections(doc: Pdf, y: number, sections: readonly Section[]): number {
  const width = (CONTENT_WIDTH - GAP * (sections.length - 1)) / sections.length;
  return Math.max(...sections.map((section, index) => drawSection(doc, section, PAGE.margins.left + index * (width + GAP), y, width)));
}
