/** The reminder screens' words (issue 44). */
export const REMINDER_TEXTS = {
  title: 'Bakım Hatırlatmaları',
  dashboardTitle: 'Yaklaşan Bakımlar',
  summaryFailed: 'Yaklaşan bakımlar yüklenemedi',
  listFailed: 'Hatırlatmalar yüklenemedi',
  empty: 'Açık bakım hatırlatması yok',
  noMatch: 'Seçilen filtrelere uyan hatırlatma yok',
  vehicleTitle: 'Açık Hatırlatmalar',
  vehicleEmpty: 'Bu aracın açık hatırlatması yok',
  vehicleFailed: 'Aracın hatırlatmaları yüklenemedi',
  done: 'Tamamlandı',
  doneSaved: 'Hatırlatma tamamlandı',
  doneFailed: 'Hatırlatma tamamlanamadı',
  deleteTitle: 'Hatırlatmayı Sil',
  deleteFailed: 'Hatırlatma silinemedi',
  add: 'Hatırlatma Ekle',
  added: 'Hatırlatma eklendi',
  addFailed: 'Hatırlatma eklenemedi',
  deferred: 'Ertelenen İş olarak sakla',
  deferredFailed: 'Ertelenen iş kaydedilemedi',
  allUrgencies: 'Tüm Aciliyetler',
  allKinds: 'Tüm Türler',
} as const;

/** 'Plaka' … column and dialog labels. */
export const REMINDER_LABELS = {
  plate: 'Plaka',
  kind: 'Tür',
  description: 'Açıklama',
  urgency: 'Aciliyet',
  reason: 'Durum',
  dueDate: 'Son Tarih',
  dueKilometer: 'Hedef Kilometre',
  repeatMonths: 'Tekrar (ay)',
  repeatKilometers: 'Tekrar (km)',
  fixedInterval: 'Sabit aralık',
  fixedIntervalHint: 'İşaretliyse sonraki tarih/km eski hedeften sayılır; değilse tamamlandığı günden ve kilometreden.',
} as const;
