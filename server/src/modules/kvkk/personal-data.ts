import type { PersonalTable } from './register';

const REQUEST = 'the KVKK request itself: kept as the proof of the answer (Art. 13), the phone only until the erase, the name masked after it';
const ERASURE = 'what a restore needs to erase the person again (phone’s keyed hash, name encrypted), never in clear';

/** The KVKK module's own tables (issue 41 §1 register). */
export const kvkkPersonalData: PersonalTable[] = [
  {
    table: 'kvkk_requests',
    module: 'kvkk',
    exportAs: 'kvkkRequests',
    title: 'KVKK başvuruları',
    columns: [
      { column: 'applicant_name', kind: 'name', label: 'Başvuranın adı', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'phone_enc', kind: 'phone', label: 'Telefon (şifreli)', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'phone_hash', kind: 'phone', label: 'Telefonun anahtarlı özeti', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'phone_masked', kind: 'phone', label: 'Telefon (maskeli)', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'name', kind: 'name', label: 'Aranan ad', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      // Issue 41 §2: the applicant as the Başvuru Tebliği asks (art. 5); the number encrypted like phones.
      { column: 'identity_enc', kind: 'idNumber', label: 'Kimlik numarası (şifreli)', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'identity_hash', kind: 'idNumber', label: 'Kimlik numarasının anahtarlı özeti', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'identity_masked', kind: 'idNumber', label: 'Kimlik numarası (maskeli)', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'nationality', kind: 'freeText', label: 'Uyruk', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'notice_address', kind: 'address', label: 'Tebligat adresi', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'contact', kind: 'email', label: 'Yanıt için e-posta veya telefon', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'subject', kind: 'freeText', label: 'Talep konusu', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'verification_note', kind: 'freeText', label: 'Kimlik doğrulama notu', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'answer_reason', kind: 'freeText', label: 'Ret gerekçesi', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
      { column: 'third_party_recipients', kind: 'email', label: 'Bilgilendirilen alıcılar (maskeli)', reach: { by: 'outside', why: REQUEST }, erase: 'none' },
    ],
  },
  {
    table: 'kvkk_erasures',
    module: 'kvkk',
    exportAs: 'kvkkErasures',
    title: 'Silmeler',
    columns: [
      { column: 'phone_hash', kind: 'phone', label: 'Telefonun anahtarlı özeti', reach: { by: 'outside', why: ERASURE }, erase: 'none' },
      { column: 'name_enc', kind: 'name', label: 'Ad (şifreli)', reach: { by: 'outside', why: ERASURE }, erase: 'none' },
    ],
  },
];
