import { LIMITS, type PublicForm } from '@tamir/shared-api/lite';
import { isExpiredMessage, isPastPublicValidity } from './expiry';

export const PUBLIC_TEXTS = {
  loading: 'Yükleniyor...',
  photoLink: (index: number, caption: string) => `${index}. fotoğrafı büyük aç${caption ? `: ${caption}` : ''}`,
  expiredTitle: 'Form süresi dolmuştur',
  expiredText: `Bu formun bağlantısının ${LIMITS.publicFormValidityDays} günlük geçerlilik süresi sona ermiştir.`,
  notFound: 'Form bulunamadı veya link geçersiz.',
  error: 'Form yüklenirken bir hata oluştu.',
  home: 'Ana Sayfaya Dön',
  /** Under a loaded form (issue 14): the link works, and until when. */
  validUntil: (day: string) => `Bu bağlantı ${day} tarihine kadar geçerlidir.`,
  /** A plain link to the form's PDF (issue 14). */
  pdf: 'PDF olarak indir',
} as const;

export type PublicFormState =
  { status: 'loading' } | { status: 'loaded'; form: PublicForm } | { status: 'expired' } | { status: 'not-found' } | { status: 'error' };

/** The page state for a form the server gave (core-journeys §4: past 30 days it is expired). */
export function stateOfForm(form: PublicForm, now = Date.now()): PublicFormState {
  return isPastPublicValidity(form.createdAt, now) ? { status: 'expired' } : { status: 'loaded', form };
}

/** The page state for a refusal: a 404 or 410 saying 'süresi dolmuş' is expired, another 404 unknown. */
export function stateOfRefusal(status: number | null, message: string | null | undefined): PublicFormState {
  if ((status === 404 || status === 410) && isExpiredMessage(message)) return { status: 'expired' };
  if (status === 404) return { status: 'not-found' };
  return { status: 'error' };
}

/** The browser tab's title: the form number once there is a form. */
export function titleOf(state: PublicFormState): string {
  return state.status === 'loaded' ? `Tamir Formu ${state.form.formNumber}` : 'Tamir Formu';
}
