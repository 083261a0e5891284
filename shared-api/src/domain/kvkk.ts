/**
 * KVKK (Law no. 6698; issue 30): a person's requests (Art. 11, 13), the notice (Art. 10), retention
 * per category (Art. 7 and the Regulation on Erasure) and the destruction log. The values are the
 * API's words; the screens show them as they are.
 */

import { kvkkLegalBasesText } from './kvkk-legal-bases';

/**
 * How a request came in (Başvuru Tebliği art. 5/1: in writing, by KEP, secure e-signature, mobile
 * signature, the e-mail address the person gave the controller before, or a system built for
 * requests; issue 41 §2). 'Noter' is a written request served by a notary.
 */
export const KVKK_CHANNELS = ['Yazılı', 'Noter', 'KEP', 'Güvenli Elektronik İmza', 'Mobil İmza', 'Kayıtlı E-posta', 'Başvuru Formu'] as const;
export type KvkkChannel = (typeof KVKK_CHANNELS)[number];

/** What the person asks for: information/access, correction, erasure/anonymisation. */
export const KVKK_KINDS = ['Bilgi', 'Düzeltme', 'Silme'] as const;
export type KvkkKind = (typeof KVKK_KINDS)[number];

/** A request is open until answered: done (answered, corrected or erased) or refused. */
export const KVKK_STATES = ['Açık', 'Tamamlandı', 'Reddedildi'] as const;
export type KvkkState = (typeof KVKK_STATES)[number];
/** The states an Admin may set by hand (PUT …/state); an erase or correction completes its request itself. */
export const KVKK_CLOSING_STATES = ['Tamamlandı', 'Reddedildi'] as const;
export type KvkkClosingState = (typeof KVKK_CLOSING_STATES)[number];

/**
 * How the applicant's identity was checked before their data is disclosed, corrected or erased
 * (Başvuru Tebliği art. 5/2, 6; Art. 12/1: the controller must not disclose data to the wrong
 * person). Recorded with who checked it.
 */
export const KVKK_VERIFICATION_METHODS = [
  'Kimlik belgesi ile yüz yüze',
  'Noter onaylı başvuru',
  'Güvenli elektronik imza',
  'Mobil imza',
  'KEP adresi',
  'Daha önce bildirilen e-posta adresi',
  'Islak imzalı başvuru ve kimlik fotokopisi',
] as const;
export type KvkkVerificationMethod = (typeof KVKK_VERIFICATION_METHODS)[number];

/** The answer to a request (Art. 13/2-3: accept, or refuse with the reason). */
export const KVKK_DECISIONS = ['Kabul', 'Red'] as const;
export type KvkkDecision = (typeof KVKK_DECISIONS)[number];

/** How the answer went out (Art. 13/2: in writing or electronically). */
export const KVKK_ANSWER_CHANNELS = ['Yazılı', 'KEP', 'E-posta'] as const;
export type KvkkAnswerChannel = (typeof KVKK_ANSWER_CHANNELS)[number];

/**
 * How long the register of requests is kept after the answer (docs/decisions.md, issue 41 §2): 10
 * years, the longest time in which a claim about the answer can still be brought (TBK art. 72/1:
 * 10 years from the act), and the answer is the controller's proof (Art. 13, 14).
 */
export const KVKK_REQUEST_RETENTION_YEARS = 10;

/** A T.C. kimlik numarası: 11 digits, not starting with 0, with its two check digits right. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = Array.from(value, Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** Art. 13: a request is answered within 30 days of its receipt. */
export const KVKK_DUE_DAYS = 30;

/** 'YYYY-MM-DD' of a received date → its due date 30 calendar days on ('YYYY-MM-DD'). */
export function kvkkDueDate(receivedAt: string): string {
  const [year, month, day] = receivedAt.slice(0, 10).split('-').map(Number);
  const due = new Date(Date.UTC(year, month - 1, day + KVKK_DUE_DAYS));
  return due.toISOString().slice(0, 10);
}

/** Whether an open request is past its due date on `today` ('YYYY-MM-DD', İstanbul day). */
export const kvkkOverdue = (request: { state: string; dueAt: string }, today: string) => request.state === 'Açık' && request.dueAt < today;

/** Categories with a retention period (days) in the KVKK tab; the job anonymises or deletes what is older. */
export const KVKK_RETENTION_CATEGORIES = ['forms', 'notifications', 'systemLogs', 'backups', 'photos'] as const;
export type KvkkRetentionCategory = (typeof KVKK_RETENTION_CATEGORIES)[number];

/** Defaults (docs/decisions.md 'KVKK (issue 30)'): 10 years for the business record (TTK 82), 2 years for the rest, 1 for backups. */
export const KVKK_RETENTION_DEFAULTS: Record<KvkkRetentionCategory, number> = {
  forms: 3650,
  notifications: 730,
  systemLogs: 730,
  backups: 365,
  photos: 730,
};

export const KVKK_RETENTION_LABELS: Record<KvkkRetentionCategory, string> = {
  forms: 'Formlardaki kişisel bilgiler',
  notifications: 'Bildirim geçmişi',
  systemLogs: 'Sistem kayıtları',
  backups: 'Yedekler',
  photos: 'Fotoğraflar',
};

/** What a destruction log entry counts (the record kinds an erase, correction or retention run touches). */
export const KVKK_DATA_CATEGORIES = [
  'vehicles',
  'forms',
  'signatures',
  'photos',
  'approvals',
  'statusNotes',
  'notifications',
  'systemLogs',
  'backups',
  'requests',
  'reminders',
  'invoices',
] as const;
export type KvkkDataCategory = (typeof KVKK_DATA_CATEGORIES)[number];

export const KVKK_DATA_CATEGORY_LABELS: Record<KvkkDataCategory, string> = {
  vehicles: 'Araçlar (sürücü)',
  forms: 'Formlar (müşteri/sürücü)',
  signatures: 'İmzalar',
  photos: 'Fotoğraflar',
  approvals: 'Teklif yanıtları',
  statusNotes: 'Durum notları',
  notifications: 'Bildirimler',
  systemLogs: 'Sistem kayıtları',
  backups: 'Yedekler',
  requests: 'Başvurular',
  reminders: 'Hatırlatmalar',
  invoices: 'Faturalar',
};

/**
 * How long an invoice (with its buyer's T.C. kimlik no) is kept, fixed by law and not a KVKK tab setting:
 * TTK art. 82 keeps commercial documents 10 years (VUK art. 253 asks 5 from the following year), the
 * period starting at the end of the calendar year the document was made (TTK art. 82/2). An invoice of
 * year Y is destroyed from 1 January of Y + 11 (İstanbul).
 */
export const INVOICE_RETENTION_YEARS = 10;

/** How the records were destroyed: 'Anonimleştirme' only where nothing left links the record back to the person (none of today's categories; older log rows keep it), 'Maskeleme' where the name and contact are masked but the plate or company still links the record. */
export const KVKK_METHODS = ['Anonimleştirme', 'Silme', 'Maskeleme', 'Düzeltme'] as const;
export type KvkkMethod = (typeof KVKK_METHODS)[number];

/** Why: a person's request, the retention period, or a restore that had to apply the erasures again. */
export const KVKK_REASONS = ['Başvuru', 'Saklama Süresi', 'Geri Yükleme'] as const;
export type KvkkReason = (typeof KVKK_REASONS)[number];

/** What a name becomes on erase. */
export const KVKK_ANONYMOUS = 'Anonim';
/** Where an erased signature (its image emptied by an erase or the retention run) would show (issue 40 item 12). */
export const KVKK_SIGNATURE_ERASED = 'İmza silindi (KVKK)';

/** What a redacted text (a notification body, a log row, a note) becomes. */
export const KVKK_REDACTED = '[KVKK kapsamında silindi]';

/** The public notice page (server-rendered, no login, readable with scripts off). */
export const KVKK_PUBLIC_PATH = '/kvkk';

/**
 * The notice of a form's repair shop (issue 41 §3): '/kvkk?shop={id}' — the shop's own controller
 * and notice, or the portal's when the shop has none (the page falls back, so a printed link never
 * dead-ends); '/kvkk' for a form without a shop.
 */
export const kvkkNoticePath = (shopId?: number | null) => (shopId ? `${KVKK_PUBLIC_PATH}?shop=${shopId}` : KVKK_PUBLIC_PATH);

/** Who the short notice names: the controller and, for a shop's own notice, the portal's operator as processor. */
export interface KvkkNoticeParties {
  controller: string;
  processor?: string | null;
}

/** The short notice on the printed form, the PDF and the public form page, with the full notice's address. */
export const kvkkShortNotice = (noticeUrl: string, parties?: KvkkNoticeParties | null) =>
  `${kvkkPartiesLine(parties)}Kişisel verileriniz 6698 sayılı KVKK uyarınca onarım sözleşmesinin ifası ve müşteri firmanın bilgilendirilmesi amacıyla işlenir. Aydınlatma metni: ${noticeUrl}`;

/** Whose notice text a version number counts: the portal's (KVKK tab) or the form's repair shop's own (issue 41 §3). */
export type KvkkNoticeOf = 'portal' | 'shop';

/** What a signature's notice version says: 'Tamirhane metni, sürüm 2' / 'Portal metni, sürüm 5'. */
export const kvkkNoticeVersionLabel = (version: number, of: KvkkNoticeOf) => `${of === 'shop' ? 'Tamirhane metni' : 'Portal metni'}, sürüm ${version}`;

/** The parties a notice (GET /kvkk/notice) names, for the short notice. */
export const kvkkPartiesOf = (notice: { controllerTitle: string; processorTitle: string }): KvkkNoticeParties => ({
  controller: notice.controllerTitle,
  processor: notice.processorTitle || null,
});

/** 'Veri sorumlusu: X (veri işleyen: Y). ' before the short notice; '' when the controller is not known. */
export const kvkkPartiesLine = (parties?: KvkkNoticeParties | null) => {
  const controller = parties?.controller.trim();
  if (!controller) return '';
  const processor = parties?.processor?.trim();
  const said = `Veri sorumlusu: ${controller}${processor ? ` (veri işleyen: ${processor})` : ''}`;
  // A title ending in its own full stop ('… A.Ş.') takes no second one.
  return said.endsWith('.') ? `${said} ` : `${said}. `;
};

/**
 * The one sentence of a shop's own notice naming the portal's operator as processor (KVKK m. 3/1-ğ:
 * it processes on the controller's behalf; m. 12/2: jointly answerable for data security).
 */
export const kvkkProcessorSentence = (processor: string, controller: string) =>
  `Veri İşleyen: Bu portalın işletmecisi ${processor}, kişisel verilerinizi ${controller} adına ve onun talimatları doğrultusunda veri işleyen sıfatıyla işler (KVKK m. 3/1-ğ, m. 12/2).`;

/** The default notice text (Art. 10); the controller's title, address, e-mail and KEP are shown above it from the settings. */
export const KVKK_DEFAULT_NOTICE = `KİŞİSEL VERİLERİN KORUNMASI HAKKINDA AYDINLATMA METNİ

Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi uyarınca, veri sorumlusu sıfatıyla tamirhanemiz tarafından hazırlanmıştır.

1. İşlenen kişisel veriler
Araç sürücüsünün ve müşterinin adı soyadı ve telefon numarası, aracın plakası ve bilgileri, form üzerindeki imzalar, araca ait fotoğraflar, tarafınıza gönderilen bildirimler.

2. İşleme amaçları
Kişisel verileriniz; aracınızın onarımına ilişkin sözleşmenin kurulması ve ifası (arıza kaydı, teklif, onarım, teslim) ile aracın bağlı olduğu müşteri firmanın onarım süreci hakkında bilgilendirilmesi amaçlarıyla işlenir.

3. Hukuki sebepler
Kişisel verileriniz, kim olduğunuza ve hangi amaçla işlendiğine göre aşağıdaki hukuki sebeplere dayanılarak işlenir:
${kvkkLegalBasesText()}
Aracı getiren veya teslim alan sürücü onarım sözleşmesinin tarafı değilse (örneğin müşteri firmanın çalışanıysa), verileri KVKK m. 5/2-f uyarınca tamirhanemizin meşru menfaatine dayanılarak işlenir: aracın kimden teslim alındığını ve kime teslim edildiğini belgelemek ve araçla ilgili olarak kendisine ulaşmak. Bu işleme, temel hak ve özgürlüklerinize zarar vermeyecek şekilde, yalnızca bu amaçla sınırlı olarak yapılır.

4. Aktarılan kişiler
Kişisel verileriniz yalnızca aracın bağlı olduğu müşteri firmaya ve bildirimlerin iletilmesi için kullanılan e-posta/SMS hizmet sağlayıcısına, yukarıdaki amaçlarla sınırlı olarak aktarılır.

5. Toplama yöntemi
Kişisel verileriniz, aracınız tamirhaneye teslim edilirken sizden veya müşteri firmadan sözlü ve yazılı olarak, tamir formu ve imza ekranı aracılığıyla elektronik ortamda toplanır.

6. Haklarınız (KVKK m. 11)
Kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, KVKK m. 7 çerçevesinde silinmesini veya yok edilmesini isteme, bu işlemlerin aktarılan kişilere bildirilmesini isteme, münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme ve kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.

7. Başvuru
Bu haklarınıza ilişkin taleplerinizi; yazılı olarak veri sorumlusunun adresine, kayıtlı elektronik posta (KEP) adresine veya e-posta adresine iletebilirsiniz. Başvurunuz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.`;

/** A notification's type and state as the KVKK screens and files show them (issue 40 item 12: no English). */
export const KVKK_NOTIFICATION_TYPE_LABELS: Record<string, string> = { Email: 'E-posta', SMS: 'SMS' };
export const KVKK_NOTIFICATION_STATUS_LABELS: Record<string, string> = { Pending: 'Bekliyor', Sent: 'Gönderildi', Failed: 'Başarısız' };
