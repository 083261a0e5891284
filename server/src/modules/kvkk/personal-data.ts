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
