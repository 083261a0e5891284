import { KVKK_DATA_CATEGORY_LABELS, type KvkkDataCategory, type KvkkMethod, type KvkkReason } from './kvkk';

/**
 * The destruction log's method, said truthfully (issue 41 §3; the Regulation on Deletion,
 * Destruction or Anonymisation, art. 10: anonymised only when the data cannot be linked to the
 * person even combined with other data). Every record the portal keeps after an erase still has
 * its plate, form number or company, so it is masked ('Maskeleme'), not anonymised; rows removed
 * whole are deleted ('Silme').
 */
export function kvkkDestructionMethod(category: KvkkDataCategory, requested: KvkkMethod, reason: KvkkReason): KvkkMethod {
  if (requested !== 'Anonimleştirme') return requested;
  // Photos, backups, requests and invoices past their period are deleted whole.
  if (category === 'photos' || category === 'backups' || category === 'requests' || category === 'invoices') return 'Silme';
  // The retention job deletes old notifications and system log rows whole.
  if (reason === 'Saklama Süresi' && (category === 'notifications' || category === 'systemLogs')) return 'Silme';
  return 'Maskeleme';
}

const MASKED: Partial<Record<KvkkDataCategory, string>> = {
  vehicles: 'Sürücünün adı "Anonim" yapıldı, telefonu silindi; araç kaydı plakasıyla duruyor.',
  forms: 'Formdaki ad "Anonim" yapıldı, telefon silindi; form, plakası ve firmasıyla ticari kayıt olarak duruyor.',
  signatures: 'İmzalayanın adı "Anonim" yapıldı, imza görüntüsü silindi; formun imzalandığı bilgisi duruyor.',
  approvals: 'Teklif yanıtındaki ad "Anonim" yapıldı; yanıtın kendisi formda duruyor.',
  statusNotes: 'Durum notlarındaki ad ve telefon maskelendi; notlar formda duruyor.',
  notifications: 'Bildirimlerdeki alıcı ve kişisel bilgiler maskelendi; gönderim kaydı duruyor.',
  systemLogs: 'Sistem kayıtlarındaki ad ve telefon maskelendi; kaydın kendisi duruyor.',
  reminders: 'Hatırlatmadaki ad ve iletişim bilgileri maskelendi; hatırlatma araç kaydında duruyor.',
};

/** What was done, in plain words, for the destruction log's list and export. */
export function kvkkDestructionWords(category: KvkkDataCategory, method: KvkkMethod): string {
  const label = KVKK_DATA_CATEGORY_LABELS[category] ?? category;
  if (method === 'Silme') return `${label}: kayıtlar tamamen silindi.`;
  if (method === 'Düzeltme') return `${label}: kişinin bilgileri düzeltildi.`;
  if (method === 'Maskeleme') return MASKED[category] ?? `${label}: ad ve iletişim bilgileri maskelendi; kayıt duruyor.`;
  return `${label}: anonimleştirildi.`;
}
