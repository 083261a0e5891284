/** Texts of an invoice's files (issue 43). */
export const INVOICE_FILE_TEXTS = {
  viewPdf: 'PDF Görüntüle',
  downloadXml: 'XML İndir',
  preparing: 'Hazırlanıyor...',
  fileFailed: 'Fatura dosyası alınırken hata oluştu',
} as const;
