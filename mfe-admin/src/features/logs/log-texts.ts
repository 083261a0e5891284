import { LIMITS, MSG, type LogAction, type LogEntityType, type LogLevel } from '@tamir/shared-api';

/** Texts of the system log screen (administration §2.6, §5 Logs, §8 Logs). */
export const LOG_TEXTS = {
  title: 'Sistem Logları',
  subtitle: 'Sistemdeki istekler, değişiklikler ve hatalar.',
  statistics: 'İstatistikler',
  filters: 'Filtreler',
  export: 'Dışa Aktar',
  clean: 'Logları Temizle',
  refresh: 'Yenile',
  totalLogs: 'Toplam Log',
  todayLogs: 'Bugünkü Loglar',
  errorCount: 'Hata Sayısı',
  averageResponseTime: 'Ort. Yanıt Süresi',
  filterPanel: 'Log filtreleri',
  logLevel: 'Log Seviyesi',
  action: 'İşlem',
  entityType: 'Varlık Türü',
  all: 'Tümü',
  username: 'Kullanıcı Adı',
  ipAddress: 'IP Adresi',
  searchText: 'Arama Metni',
  searchHint: 'Açıklama ve hata mesajında aranır',
  startDate: 'Başlangıç Tarihi',
  endDate: 'Bitiş Tarihi',
  errorsOnly: 'Sadece hatalar',
  apply: 'Filtrele',
  clear: 'Temizle',
  caption: 'Sistem logları',
  colDate: 'Tarih',
  colLevel: 'Seviye',
  colUser: 'Kullanıcı',
  colAction: 'İşlem',
  colEntity: 'Varlık',
  colDescription: 'Açıklama',
  colIp: 'IP',
  colDuration: 'Süre',
  details: 'Detay',
  empty: MSG.logsEmpty,
  loadFailed: MSG.logsLoadFailed,
  total: (n: string) => `Toplam ${n} kayıt`,
  detailTitle: 'Log Detayı',
  dId: 'Id',
  dDate: 'Tarih',
  dUser: 'Kullanıcı',
  dAction: 'İşlem',
  dEntity: 'Varlık',
  dLevel: 'Seviye',
  dIp: 'IP Adresi',
  dMethod: 'HTTP Metodu',
  dPath: 'Yol',
  dStatus: 'Durum Kodu',
  dDescription: 'Açıklama',
  dError: 'Hata Mesajı',
  dStack: 'Yığın İzi',
  close: 'Kapat',
  detailFailed: MSG.logDetailFailed,
  exportTitle: 'Logları Dışa Aktar',
  format: 'Dosya Biçimi',
  exportHint: 'Uygulanan seviye, işlem ve varlık türü filtreleri dışa aktarıma da uygulanır.',
  exportBusy: 'Dışa aktarılıyor...',
  exported: MSG.logsExported,
  exportFailed: MSG.logsExportFailed,
  cleanTitle: 'Logları Temizle',
  daysToKeep: 'Saklanacak Gün Sayısı',
  daysToKeepHint: `En az ${LIMITS.logsCleanMinDays} gün`,
  cleanWarning: (days: number) => `Bu işlem geri alınamaz. Son ${days} günden eski tüm log kayıtları kalıcı olarak silinecek.`,
  cleanNext: 'Devam',
  cleanConfirmTitle: 'Emin misiniz?',
  cleanConfirm: (days: number) => `${days} günden eski log kayıtları kalıcı olarak silinecek. Bu işlem geri alınamaz. Devam etmek istiyor musunuz?`,
  cleanYes: 'Evet, Sil',
  back: 'Vazgeç',
  cleanBusy: 'Siliniyor...',
  cleanFailed: MSG.logsCleanFailed,
  cancel: 'İptal',
} as const;

/** The spec's values (§4) are sent as they are; the screen shows them in Turkish. */
export const LEVEL_LABEL: Record<LogLevel, string> = {
  Debug: 'Hata Ayıklama',
  Information: 'Bilgi',
  Warning: 'Uyarı',
  Error: 'Hata',
  Critical: 'Kritik',
};

export const ACTION_LABEL: Record<LogAction, string> = {
  Create: 'Oluşturma',
  Update: 'Güncelleme',
  Delete: 'Silme',
  View: 'Görüntüleme',
  Export: 'Dışa Aktarma',
  Login: 'Giriş',
  Logout: 'Çıkış',
  PasswordChange: 'Şifre Değişikliği',
  StatusChange: 'Durum Değişikliği',
  Send: 'Gönderim',
  Backup: 'Yedekleme',
  Restore: 'Geri Yükleme',
  Error: 'Hata',
};

/** The icon shown beside an action (decorative: the label says it). */
export const ACTION_ICON: Record<LogAction, string> = {
  Create: '➕',
  Update: '✏️',
  Delete: '🗑️',
  View: '👁️',
  Export: '📤',
  Login: '🔑',
  Logout: '🚪',
  PasswordChange: '🔒',
  StatusChange: '🔄',
  Send: '✉️',
  Backup: '💾',
  Restore: '♻️',
  Error: '⚠️',
};

export const ENTITY_LABEL: Record<LogEntityType, string> = {
  User: 'Kullanıcı',
  Company: 'Firma',
  Vehicle: 'Araç',
  RepairForm: 'Tamir Formu',
  Notification: 'Bildirim',
  SystemSetting: 'Sistem Ayarı',
  System: 'Sistem',
  Authentication: 'Kimlik Doğrulama',
};

/** A label for a stored value, or the value itself when the server wrote one we do not know. */
export const labelOf = <K extends string>(labels: Record<K, string>, value: string | null | undefined) =>
  value ? ((labels as Record<string, string>)[value] ?? value) : '-';

const dateTimeSeconds = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '23.11.2026 14:05:09': a log entry's time, to the second. */
export function formatLogDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : dateTimeSeconds.format(date);
}

/**
 * A datetime-local value ('2026-11-23T14:30') with the browser's offset at that moment
 * ('2026-11-23T14:30+03:00'), so the server reads the time the user means wherever the browser is.
 */
export function withLocalOffset(value: string): string {
  if (!value) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${value}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
