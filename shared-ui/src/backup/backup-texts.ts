import { MSG, isApiError } from '@tamir/shared-api';

/**
 * Texts of taking and restoring a backup (administration §2.5, §8), shared by the settings
 * screen's backup tab and the admin dashboard's 'Veritabanını Yedekle'.
 */
export const BACKUP_TEXTS = {
  createTitle: 'Yedek Oluştur',
  descriptionLabel: 'Açıklama (isteğe bağlı)',
  descriptionHint: 'Yedeği listede tanımanızı sağlar, örn. "Güncelleme öncesi".',
  create: 'Yedek Oluştur',
  creating: 'Yedek oluşturuluyor...',
  createConfirmTitle: 'Yedek oluşturulsun mu?',
  createConfirm: 'Tüm verilerin o anki hâli bir yedek dosyasına yazılır. Sistem bu sırada çalışmaya devam eder.',
  created: (fileName: string) => `Yedek oluşturuldu: ${fileName}`,
  listTitle: 'Yedekler',
  listCaption: 'Alınmış yedekler, en yenisi üstte',
  listLoadFailed: 'Yedekler alınırken hata oluştu',
  retry: 'Tekrar Dene',
  empty: 'Henüz yedek alınmamış',
  emptyHint: 'İlk yedeği yukarıdan oluşturabilirsiniz.',
  fileName: 'Dosya Adı',
  createdAt: 'Tarih',
  size: 'Boyut',
  description: 'Açıklama',
  actions: 'İşlemler',
  restore: 'Geri Yükle',
  restoreLabel: (fileName: string) => `${fileName} yedeğini geri yükle`,
  restoring: 'Geri yükleniyor...',
  restoreConfirmTitle: 'Yedek geri yüklensin mi?',
  restoreConfirm:
    'Bu işlem mevcut tüm verilerin üzerine yazar: yedekten sonra yapılan tüm değişiklikler kaybolur ve geri alınamaz. ' +
    'Geri yüklemenin ardından tüm kullanıcıların oturumu kapanır; sizin de yeniden giriş yapmanız gerekir.',
  restoreChosen: (fileName: string, date: string) => `Seçilen yedek: ${fileName} (${date})`,
  cancel: 'İptal',
  total: (n: number) => `Toplam ${n} yedek`,
} as const;

/** The failure text of the spec, with the server's reason when it gave one ('Yedek geri yüklenemedi: …'). */
export function backupFailureText(error: unknown, fallback: string): string {
  const server = isApiError(error) ? error.serverMessage : null;
  if (!server || server === MSG.validationFailed) return fallback;
  return server.startsWith(fallback) ? server : `${fallback}: ${server}`;
}
