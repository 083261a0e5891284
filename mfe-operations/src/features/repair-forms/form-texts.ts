import { formatPhone, hasRealEmail, hasRealPhone } from '@tamir/shared-api';

export const FORM_TEXTS = {
  createTitle: 'Tamir Formu Oluştur',
  previewTitle: 'ARIZA/TAMİR FORMU',
  viewTitle: 'Tamir Formu',
  created: 'Form başarıyla oluşturuldu',
  createFailed: 'Form oluşturulurken hata oluştu',
  loadFailed: 'Form yüklenirken hata oluştu',
  notFound: 'Form bulunamadı',
  noActiveLink: 'Bu form için aktif link bulunamadı',
  redirect: (seconds: number) => `${seconds} saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz`,
  /** Issue 40: once the user does something on the page, it is theirs; the countdown stops. */
  redirectStopped: 'Sayfada işlem yaptığınız için otomatik yönlendirme durduruldu',
  /** Issue 40: from the created form to its priced lines (the detail page's 'Parça ve İşçilik'). */
  addLines: 'Kalemleri Ekle',
  detailTitle: 'Tamir Formu Detayı',
  detailLoadFailed: 'Form bilgileri alınırken hata oluştu',
  webViewPrint: 'WebView yazdırma desteklemiyor. Form bilgileri firmaya e-posta ile gönderiliyor...',
  mailSent: 'Form bilgileri firmaya mail olarak gönderildi',
  mailFailed: 'Mail gönderiminde hata oluştu',
  noCompanyEmail: 'Firmanın kayıtlı bir e-posta adresi yok',
  shareTitle: 'Formu Paylaş',
  shareFailed: 'Link gönderilirken hata oluştu',
  shareContactRequired: 'Lütfen en az bir iletişim bilgisi girin',
  phoneSaved: 'Telefon numarası kaydedildi',
  copied: 'Link kopyalandı',
  copyFailed: 'Link kopyalanamadı',
  openingInBrowser: 'Form tarayıcıda açılıyor...',
  /** Printing a form without an active link makes one first, for its QR code (issue 14). */
  linkForPrintFailed: 'Form bağlantısı oluşturulamadı; form QR kodu olmadan yazdırılıyor',
  /** The role wording of the form screens for the staff who created a form (core-journeys §6). */
  staffRole: 'Yardımcı Personel',
} as const;

/** 'E-posta yok' placeholders and missing values show as '-'. */
export const shownEmail = (value: string | null | undefined) => (hasRealEmail(value) ? String(value).trim() : '-');
export const shownPhone = (value: string | null | undefined) => (hasRealPhone(value) ? formatPhone(String(value)) : '-');
