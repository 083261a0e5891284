import { sql } from 'drizzle-orm';
import { INVOICE_RETENTION_YEARS, MSG } from '@tamir/shared-api/domain';
import type { PersonalTable } from '../kvkk/register';

/**
 * An invoice is a tax record: VUK art. 253 and TTK art. 82 keep it 10 years, so a KVKK erase leaves
 * it whole (Law 6698 art. 5/2-ç, art. 7/1 "işlenmesini gerektiren sebepler ortadan kalktığında").
 * The buyer is sealed (encrypted) with a keyed hash of the VKN/TCKN beside it.
 */
const SELLER = 'the repair shop’s own seller details (a business, often a legal person), kept and changed on the shop’s settings';

/** Invoices and the shops' seller details (issue 43). */
export const invoicePersonalData: PersonalTable[] = [
  {
    // A person's TCKN on an invoice (issue 43, item 7): found by the request's T.C. kimlik no
    // (buyer_id_hash and kvkk_requests.identity_hash are the same keyed hash), exported, never erased
    // by a request while the 10 years run (VUK 253, TTK 82); once they have run (from the end of the
    // invoice's year, TTK 82/2) the retention run deletes the invoice whole ('Faturalar' in the log).
    table: 'invoices',
    category: 'invoices',
    legalRetention: { years: INVOICE_RETENTION_YEARS },
    module: 'invoices',
    exportAs: 'invoices',
    title: 'Faturalar',
    formColumn: 'repair_form_id',
    dateColumn: 'issued_at',
    identity: { hashColumn: 'buyer_id_hash', describe: sql`number || ' · ' || buyer_name`, retained: MSG.kvkkInvoicesRetained },
    context: [
      { column: 'number', exportAs: 'number' },
      { column: 'type_code', exportAs: 'typeCode' },
      { column: 'issued_at', exportAs: 'issuedAt' },
    ],
    columns: [
      {
        column: 'buyer_sealed',
        kind: 'idNumber',
        label: 'Alıcı (VKN/TCKN, ad, adres)',
        exportAs: 'buyer',
        encrypted: true,
        json: true,
        reach: { by: 'identity' },
        erase: 'none',
      },
      { column: 'buyer_id_hash', kind: 'idNumber', label: 'Alıcı kimlik numarasının anahtarlı özeti', reach: { by: 'identity' }, erase: 'none' },
      { column: 'buyer_name', kind: 'name', label: 'Alıcının adı', exportAs: 'buyerName', reach: { by: 'identity' }, erase: 'none' },
      { column: 'buyer_email', kind: 'email', label: 'Alıcının e-postası', exportAs: 'buyerEmail', reach: { by: 'identity' }, erase: 'none' },
      { column: 'xml_sealed', kind: 'freeText', label: 'Fatura XML’i (şifreli; alıcı bilgileri yukarıda)', reach: { by: 'identity' }, erase: 'none' },
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
