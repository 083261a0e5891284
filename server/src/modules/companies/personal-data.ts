import type { PersonalColumn, PersonalTable } from '../kvkk/register';

const CONTACT =
  'a business’s contact details (the customer company or the repair shop, legal persons): kept and changed on the Firmalar / Tamirhaneler screens';

/** The contact columns shared by companies and repair shops (db/schema/organisations.ts contactColumns). */
const contact = (): PersonalColumn[] => [
  { column: 'name', kind: 'name', label: 'Unvan', reach: { by: 'outside', why: CONTACT }, erase: 'none' },
  { column: 'address', kind: 'address', label: 'Adres', reach: { by: 'outside', why: CONTACT }, erase: 'none' },
  { column: 'contact_phone', kind: 'phone', label: 'İletişim telefonu', reach: { by: 'outside', why: CONTACT }, erase: 'none' },
  { column: 'contact_email', kind: 'email', label: 'İletişim e-postası', reach: { by: 'outside', why: CONTACT }, erase: 'none' },
  // A sole trader's tax number is their T.C. kimlik no.
  { column: 'tax_number', kind: 'idNumber', label: 'Vergi / T.C. kimlik no', reach: { by: 'outside', why: CONTACT }, erase: 'none' },
  { column: 'authorized_person', kind: 'name', label: 'Yetkili kişi', reach: { by: 'outside', why: CONTACT }, erase: 'none' },
  { column: 'search_text', kind: 'name', label: 'Arama metni', reach: { by: 'derived', from: 'name, authorized_person' }, erase: 'none' },
];

/** Companies and repair shops (issue 41 §1 register). */
export const organisationPersonalData: PersonalTable[] = [
  {
    table: 'companies',
    module: 'companies',
    exportAs: 'companies',
    title: 'Firmalar',
    columns: [...contact(), { column: 'tax_office', kind: 'freeText', label: 'Vergi dairesi', reach: { by: 'outside', why: CONTACT }, erase: 'none' }],
  },
  { table: 'repair_shops', module: 'companies', exportAs: 'repairShops', title: 'Tamirhaneler', columns: contact() },
];
