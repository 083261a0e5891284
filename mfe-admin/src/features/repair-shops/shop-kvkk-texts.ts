import { MSG } from '@tamir/shared-api';

/** Texts of a repair shop's own KVKK controller (issue 41 §3); the field labels are the KVKK tab's. */
export const SHOP_KVKK_TEXTS = {
  open: 'KVKK',
  title: 'KVKK Veri Sorumlusu',
  description: (shop: string) =>
    `${shop} ayrı bir işletmeyse formlarında kendi veri sorumlusu ve aydınlatma metni gösterilir. Boş bırakılırsa portalın aydınlatma metni kullanılır.`,
  controllerTitle: 'Veri Sorumlusunun Unvanı',
  email: 'Başvuru E-posta Adresi',
  address: 'Veri Sorumlusunun Adresi',
  kepAddress: 'KEP Adresi',
  kepHint: 'İsteğe bağlı; örn. unvan@hs01.kep.tr',
  noticeText: 'Aydınlatma Metni (isteğe bağlı)',
  noticeHint: (min: number) => `Boş bırakılırsa portalın aydınlatma metni bu veri sorumlusuyla gösterilir; yazılırsa en az ${min} karakter.`,
  processor: (title: string) => `Aydınlatma metninde portalın işletmecisi ${title} veri işleyen olarak yazılır (KVKK m. 3/1-ğ).`,
  noProcessor: 'Portalın KVKK sekmesinde veri sorumlusu girilmediği için metinde veri işleyen yazılmaz.',
  usesPortal: 'Bu tamirhane şu anda portalın aydınlatma metnini kullanıyor.',
  publicPage: 'Herkese açık sayfa:',
  save: 'Kaydet',
  saving: 'Kaydediliyor...',
  cancel: 'İptal',
  saved: MSG.kvkkShopSaved,
  failed: 'KVKK bilgileri kaydedilemedi',
  loadFailed: 'KVKK bilgileri alınamadı',
} as const;
