/**
 * Transfers abroad (KVKK Art. 9 as amended by Law 7499, in force 1 June 2024): the e-mail and SMS
 * providers' countries are KVKK settings; when one is outside Türkiye the notice, the inventory and
 * the settings say so and name the safeguard relied on (a standard contract notified to the Board).
 */
export const KVKK_HOME_COUNTRY = 'Türkiye';

const HOME_NAMES = ['türkiye', 'turkiye', 'turkey', 'tr', 'türkiye cumhuriyeti'];

/** True when a provider's country is not Türkiye (any of its usual spellings). */
export const isKvkkAbroad = (country: string): boolean => !HOME_NAMES.includes(country.trim().toLocaleLowerCase('tr'));

export interface KvkkProviderCountries {
  emailProviderCountry: string;
  smsProviderCountry: string;
}

/** The sentence the notice, the inventory and the settings show, or null when both providers are in Türkiye. */
export function kvkkTransferAbroadText({ emailProviderCountry, smsProviderCountry }: KvkkProviderCountries): string | null {
  const parts: string[] = [];
  if (isKvkkAbroad(emailProviderCountry)) parts.push(`e-posta hizmet sağlayıcısına (${emailProviderCountry.trim()})`);
  if (isKvkkAbroad(smsProviderCountry)) parts.push(`SMS hizmet sağlayıcısına (${smsProviderCountry.trim()})`);
  if (parts.length === 0) return null;
  return `Bildirim göndermek için kişisel veriler (ad soyad, telefon numarası, e-posta adresi ve bildirim içeriği) yurt dışındaki ${parts.join(' ve ')} aktarılır (KVKK m. 9). Uygun güvence: Kişisel Verileri Koruma Kurulu'na bildirilen standart sözleşme.`;
}
