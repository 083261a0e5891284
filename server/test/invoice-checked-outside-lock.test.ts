import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { differsOnlyInNumberAndTime } from '../src/modules/invoices/checked-invoice';
import { validateInvoiceXml } from '../src/modules/invoices/ubl-validator';
import { buildUblXml, type UblInvoice } from '../src/modules/invoices/ubl-xml';

// Issue 43 (invoice-finish, item 5): the invoice is validated before the series' lock with the number
// the series would give; inside the lock the final invoice skips a second validation only when it is
// the checked one but for its number's nine digits and its time of day.

const CHECKED: UblInvoice = {
  number: 'USR2026000000007',
  uuid: '0b5c3f1e-2d4a-4c6f-8e2a-1c5d7f9a0b3e',
  profile: 'EARSIVFATURA',
  typeCode: 'SATIS',
  issueDate: '2026-12-07',
  issueTime: '10:00:00',
  formNumber: 'TF-2026-000001',
  seller: { title: 'Usta Oto Ltd. Şti.', vkn: '1234567890', taxOffice: 'Kadıköy', address: 'Moda Cad. 1 Kadıköy/İstanbul', mersis: null },
  buyer: { kind: 'VKN', id: '9876543210', name: 'Kaya Lojistik A.Ş.', taxOffice: 'Maltepe', address: 'Sanayi Sok. 3 Tuzla/İstanbul', email: null },
  lines: [
    { description: 'Fren balatası', quantityHundredths: 100, unit: 'takım', unitPriceKurus: 185_000, vatRate: 20, lineTotalKurus: 185_000, vatKurus: 37_000 },
  ],
  vatByRate: [{ vatRate: 20, baseKurus: 185_000, vatKurus: 37_000 }],
  subtotalKurus: 185_000,
  vatKurus: 37_000,
  totalKurus: 222_000,
};
const XML = buildUblXml(CHECKED);

describe('an invoice checked before the number lock', () => {
  it('needs no second validation when only the nine digits and the time differ', async () => {
    const final = { ...CHECKED, number: 'USR2026000000009', issueTime: '10:00:01' };
    assert.equal(differsOnlyInNumberAndTime(CHECKED, XML, final), true);
    // And indeed both are valid.
    assert.equal((await validateInvoiceXml(XML, 'EARSIVFATURA')).valid, true);
    assert.equal((await validateInvoiceXml(buildUblXml(final), 'EARSIVFATURA')).valid, true);
  });

  it('is validated again when anything else differs', () => {
    const cases: Array<[string, UblInvoice]> = [
      ['another day', { ...CHECKED, issueDate: '2026-12-08' }],
      ['another year in the number', { ...CHECKED, number: 'USR2027000000001' }],
      ['another prefix', { ...CHECKED, number: 'USX2026000000007' }],
      ['a number GİB refuses', { ...CHECKED, number: 'USR20260000007' }],
      ['another buyer name', { ...CHECKED, buyer: { ...CHECKED.buyer, name: 'Kaya' } }],
      ['another line', { ...CHECKED, lines: [{ ...CHECKED.lines[0], description: 'Fren diski' }] }],
      ['another profile', { ...CHECKED, profile: 'TEMELFATURA' }],
      ['another ETTN', { ...CHECKED, uuid: '1b5c3f1e-2d4a-4c6f-8e2a-1c5d7f9a0b3e' }],
      ['a time that is no xs:time', { ...CHECKED, issueTime: '25:00:00' }],
    ];
    for (const [what, final] of cases) assert.equal(differsOnlyInNumberAndTime(CHECKED, XML, final), false, what);
  });
});
