import type { Role } from '@tamir/shared-api';

export const DASHBOARD_TEXTS = {
  loadFailed: 'Dashboard verileri yüklenirken hata oluştu',
  adminTitle: 'Kontrol Paneli',
  shopTitle: 'Panel',
  backupStarted: 'Veritabanı yedekleme işlemi başlatıldı',
  noRecentForms: 'Henüz tamir formu bulunmuyor',
  newFormNotice: 'Yeni tamir formu',
  kvkkMissingTitle: 'Aydınlatma metninde veri sorumlusu eksik',
  kvkkMissing: (fields: string) =>
    `KVKK ayarlarında şu bilgiler girilmedi: ${fields}. Bunlar girilene kadar aydınlatma metni veri sorumlusunu adıyla ve iletişim bilgileriyle gösteremez.`,
  kvkkMissingLink: 'KVKK ayarlarını doldur',
} as const;

/** How a role is named on screen. */
export function roleLabel(role: Role | string | null | undefined): string {
  if (role === 'Admin') return 'Yönetici';
  if (role === 'Tamirci') return 'Tamirci';
  return role ? String(role) : '-';
}
