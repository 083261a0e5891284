import type { PersonalTable } from '../kvkk/register';

/**
 * An invoice is a tax record: VUK art. 253 and TTK art. 82 keep it 10 years, so a KVKK erase leaves
 * it whole (Law 6698 art. 5/2-ç, art. 7/1 "işlenmesini gerektiren sebepler ortadan kalktığında").
 * The buyer is sealed (encrypted) with a keyed hash of the VKN/TCKN beside it.
 */
const TAX_RECORD = 'a tax record kept 10 years (VUK 253, TTK 82): not erased by a request while that period runs';
const SELLER = 'the repair shop’s own seller details (a business, often a legal person), kept and changed on the shop’s settings';

/** Invoices and the shops' seller details (issue 43). */
export const invoicePersonalData: PersonalTable[] = [
  {
    table: 'invoices',
    module: 'invoices',
    exportAs: 'invoices',
    title: 'Faturalar',
    columns: [
      { column: 'buyer_sealed', kind: 'idNumber', label: 'Alıcı (VKN/TCKN, ad, adres; şifreli)', reach: { by: 'outside', why: TAX_RECORD }, erase: 'none' },
      {
        column: 'buyer_id_hash',
        kind: 'idNumber',
        label: 'Alıcı kimlik numarasının anahtarlı özeti',
        reach: { by: 'outside', why: TAX_RECORD },
        erase: 'none',
      },
      { column: 'buyer_name', kind: 'name', label: 'Alıcının adı', reach: { by: 'outside', why: TAX_RECORD }, erase: 'none' },
      { column: 'buyer_email', kind: 'email', label: 'Alıcının e-postası', reach: { by: 'outside', why: TAX_RECORD }, erase: 'none' },
      { column: 'xml_sealed', kind: 'freeText', label: 'Fatura XML’i (şifreli)', reach: { by: 'outside', why: TAX_RECORD }, erase: 'none' },
    ],
  },
  {
    table: 'repair_shop_sellers',
    module: 'invoices',
    exportAs: 'repairShopSellers',
    title: 'Satıcı bilgileri',
    columns: [
      { column: 'title', kind: 'name', label: 'Unvan', reach: { by: 'outside', why: SELLER }, erase: 'none' },
      { column: 'vkn', kind: 'idNumber', label: 'VKN', reach: { by: 'outside', why: SELLER }, erase: 'none' },
      { column: 'tax_office', kind: 'freeText', label: 'Vergi dairesi', reach: { by: 'outside', why: SELLER }, erase: 'none' },
      { column: 'address', kind: 'address', label: 'Adres', reach: { by: 'outside', why: SELLER }, erase: 'none' },
    ],
  },
];
