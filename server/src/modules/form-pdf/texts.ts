/** The printed form's words (shared-ui form-document: FORM_DOCUMENT_TITLE, the public page's sections), as the PDF prints them. */
export const FORM_PDF_TITLE = 'ARIZA/TAMİR FORMU';

export const PDF_TEXTS = {
  companySection: 'Firma',
  vehicleSection: 'Araç',
  faults: 'Arıza / Şikayetler',
  parts: 'Kullanılan Parçalar',
  estimate: 'Parça ve İşçilik',
  qrCaption: 'Formu çevrimiçi görmek için okutun',
  unreadableSignature: '(İmza görüntüsü okunamadı)',
  photos: 'Fotoğraflar',
  unreadablePhoto: '(Fotoğraf okunamadı)',
  page: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
} as const;

/** The download's name: tamir-formu-TF-2026-000123.pdf. */
export const formPdfFileName = (formNumber: string) => `tamir-formu-${formNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
