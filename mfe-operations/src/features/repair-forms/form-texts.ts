import { hasRealEmail, hasRealPhone } from '@tamir/shared-api';
import { formatPhone } from '@tamir/shared-ui';

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
} as const;

/** Numbered like the printed form: '1. text'. */
export const numbered = (lines: readonly string[]) => lines.map((line, index) => `${index + 1}. ${line}`);

/** 'E-posta yok' placeholders and missing values show as '-'. */
export const shownEmail = (value: string | null | undefined) => (hasRealEmail(value) ? String(value).trim() : '-');
export const shownPhone = (value: string | null | undefined) => (hasRealPhone(value) ? formatPhone(String(value)) : '-');
