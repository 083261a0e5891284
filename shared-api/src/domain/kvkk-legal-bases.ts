/**
 * Which legal basis (KVKK Art. 5/2) covers whose data and for what (issue 41 §3): the notice, the
 * data inventory and a request's export all read this one list. Readings in docs/decisions.md.
 * - 5/2-c covers the parties to the repair contract: the customer (the company or the person who
 *   brings their own vehicle) and whoever acts for it.
 * - A fleet driver is usually the customer company's employee, not a party: their name, phone,
 *   signature and the photos rest on the shop's legitimate interest, 5/2-f (knowing who brought and
 *   who collected the vehicle, reaching them about it), weighed against their rights.
 * - 5/2-ç: keeping the commercial record (TTK art. 82) and the records a law asks for.
 * - System logs and backups: 5/2-ç and 5/2-f (data security, Art. 12).
 */
export interface KvkkLegalBasis {
  /** Whose data (the data-subject group, as the inventory names it). */
  group: string;
  /** The article(s). */
  basis: string;
  /** What it covers, in plain words. */
  covers: string;
}

export const KVKK_LEGAL_BASES: readonly KvkkLegalBasis[] = [
  {
    group: 'Müşteri (onarım sözleşmesinin tarafı) ve onun adına işlem yapan kişi',
    basis: 'KVKK m. 5/2-c',
    covers: 'Onarım sözleşmesinin kurulması ve ifası: arıza kaydı, teklif ve onayı, onarım, teslim ve bunlara ilişkin bildirimler',
  },
  {
    group: 'Sözleşmenin tarafı olmayan sürücü (ör. müşteri firmanın çalışanı)',
    basis: 'KVKK m. 5/2-f (meşru menfaat)',
    covers:
      'Aracı getiren ve teslim alan kişinin belirlenmesi; adı, telefonu, form üzerindeki imzası ve araç fotoğrafları; araçla ilgili olarak kendisine ulaşılması',
  },
  {
    group: 'Tüm ilgili kişiler',
    basis: 'KVKK m. 5/2-ç (hukuki yükümlülük)',
    covers: 'Tamir formlarının ticari defter ve belge olarak saklanması (TTK m. 82) ve kanunların istediği kayıtlar',
  },
  {
    group: 'Portal kullanıcıları ve işlem yapılan tüm ilgili kişiler',
    basis: 'KVKK m. 5/2-ç ve m. 5/2-f, m. 12 (veri güvenliği)',
    covers: 'Sistem kayıtları ve yedekler: bilgi güvenliğinin sağlanması ve veri kaybının önlenmesi',
  },
];

/** The legal bases as lines of text ('• <basis>: <group> — <covers>'), for the notice's section and a request's export. */
export const kvkkLegalBasesText = (): string => KVKK_LEGAL_BASES.map((b) => `• ${b.basis} — ${b.group}: ${b.covers}.`).join('\n');

/** The security measures the portal takes (Art. 12), as the inventory lists them. */
export const KVKK_SECURITY_MEASURES =
  'Telefon numaraları AES-256-GCM ile şifreli, aramalar anahtarlı özet (hash) ile; parolalar tek yönlü özetle saklanır; rol ve tamirhane bazında erişim yetkisi; başarısız girişlerde hesap kilidi; her istek ve değişiklik sistem kaydına yazılır; yedeklerde de alanlar şifreli kalır';
