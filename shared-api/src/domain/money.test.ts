import {
  divideHalfUp,
  estimateTotals,
  formatKurus,
  formatQuantity,
  lineTotalKurus,
  lineVatKurus,
  parseKurusInput,
  parseQuantityInput,
  quantityToHundredths,
} from './money';
import { repairItemsInputSchema } from '../schemas/repair-work';
import { schemaErrors } from '../schemas/schema-errors';

describe('kuruş arithmetic', () => {
  it('rounds half up, exactly', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(15, 10)).toBe(2);
    expect(divideHalfUp(149, 100)).toBe(1);
    expect(divideHalfUp(150, 100)).toBe(2);
  });

  it('0,005 ₺ (half a kuruş) rounds up to 0,01 ₺, on a line and on its KDV', () => {
    // 0,01 adet × 0,50 ₺ = 0,005 ₺
    expect(lineTotalKurus(1, 50)).toBe(1);
    // 0,01 adet × 0,49 ₺ = 0,0049 ₺
    expect(lineTotalKurus(1, 49)).toBe(0);
    // %1 of 0,50 ₺ = 0,005 ₺
    expect(lineVatKurus(50, 1)).toBe(1);
    // %10 of 0,05 ₺ = 0,005 ₺
    expect(lineVatKurus(5, 10)).toBe(1);
  });

  it('3 × 33,33 ₺ at %20: 99,99 ₺ + 20,00 ₺ KDV (19,998 rounded) = 119,99 ₺', () => {
    const totals = estimateTotals([{ quantityHundredths: 300, unitPriceKurus: 3333, vatRate: 20 }]);
    expect(totals.lines).toEqual([{ lineTotalKurus: 9999, vatKurus: 2000 }]);
    expect(totals.subtotalKurus).toBe(9999);
    expect(totals.vatKurus).toBe(2000);
    expect(totals.totalKurus).toBe(11999);
  });

  it('rounds per line, not on the sum: three lines of 33,33 ₺ at %20 carry 3 × 6,67 ₺ KDV', () => {
    const line = { quantityHundredths: 100, unitPriceKurus: 3333, vatRate: 20 };
    const totals = estimateTotals([line, line, line]);
    expect(totals.lines.map((l) => l.vatKurus)).toEqual([667, 667, 667]);
    expect(totals.vatKurus).toBe(2001);
    expect(totals.totalKurus).toBe(9999 + 2001);
  });

  it('mixed rates: KDV per rate, lowest first, and the grand total', () => {
    const totals = estimateTotals([
      { quantityHundredths: 150, unitPriceKurus: 40000, vatRate: 20 }, // 1,5 saat × 400 ₺ = 600 ₺, KDV 120 ₺
      { quantityHundredths: 200, unitPriceKurus: 12345, vatRate: 10 }, // 2 × 123,45 = 246,90 ₺, KDV 24,69 ₺
      { quantityHundredths: 100, unitPriceKurus: 999, vatRate: 1 }, // 9,99 ₺, KDV 0,0999 → 0,10 ₺
      { quantityHundredths: 100, unitPriceKurus: 5000, vatRate: 0 }, // 50 ₺, no KDV
      { quantityHundredths: 333, unitPriceKurus: 1001, vatRate: 20 }, // 3,33 × 10,01 = 33,3333 → 33,33 ₺, KDV 6,666 → 6,67 ₺
    ]);
    expect(totals.lines.map((l) => l.lineTotalKurus)).toEqual([60000, 24690, 999, 5000, 3333]);
    expect(totals.lines.map((l) => l.vatKurus)).toEqual([12000, 2469, 10, 0, 667]);
    expect(totals.vatByRate).toEqual([
      { vatRate: 0, baseKurus: 5000, vatKurus: 0 },
      { vatRate: 1, baseKurus: 999, vatKurus: 10 },
      { vatRate: 10, baseKurus: 24690, vatKurus: 2469 },
      { vatRate: 20, baseKurus: 63333, vatKurus: 12667 },
    ]);
    expect(totals.subtotalKurus).toBe(94022);
    expect(totals.vatKurus).toBe(15146);
    expect(totals.totalKurus).toBe(109168);
  });

  it('no lines: every total is 0', () => {
    expect(estimateTotals([])).toEqual({ lines: [], subtotalKurus: 0, vatByRate: [], vatKurus: 0, totalKurus: 0 });
  });

  it('stays exact at the largest line the bounds allow', () => {
    // 9.999,99 × 10.000.000,00 ₺
    const total = lineTotalKurus(999_999, 1_000_000_000);
    expect(total).toBe(9_999_990_000_000);
    expect(Number.isSafeInteger(total * 100)).toBe(true);
  });
});

describe('quantities', () => {
  it('carries up to 2 decimals as hundredths', () => {
    expect(quantityToHundredths(1.5)).toBe(150);
    expect(quantityToHundredths(1.15)).toBe(115);
    expect(quantityToHundredths(0.29)).toBe(29);
    expect(quantityToHundredths(3)).toBe(300);
    expect(quantityToHundredths(0.005)).toBeNull();
    expect(quantityToHundredths(1.234)).toBeNull();
    expect(quantityToHundredths(Number.NaN)).toBeNull();
  });

  it('formats and reads the Turkish way', () => {
    expect(formatQuantity(1.5)).toBe('1,5');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(1250.25)).toBe('1.250,25');
    expect(parseQuantityInput('1,5')).toBe(1.5);
    expect(parseQuantityInput('0,005')).toBeNull();
  });
});

describe('Turkish money text', () => {
  it('formats kuruş as 1.234,56 ₺', () => {
    expect(formatKurus(123456)).toBe('1.234,56 ₺');
    expect(formatKurus(5)).toBe('0,05 ₺');
    expect(formatKurus(0)).toBe('0,00 ₺');
    expect(formatKurus(100000000)).toBe('1.000.000,00 ₺');
    expect(formatKurus(-150)).toBe('-1,50 ₺');
  });

  it('reads typed amounts into kuruş', () => {
    expect(parseKurusInput('1.234,56')).toBe(123456);
    expect(parseKurusInput('1234,5')).toBe(123450);
    expect(parseKurusInput('12')).toBe(1200);
    expect(parseKurusInput('1.234')).toBe(123400);
    expect(parseKurusInput(' 1.234,56 ₺ ')).toBe(123456);
    expect(parseKurusInput('12.50')).toBe(1250);
    expect(parseKurusInput('0,01')).toBe(1);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '0,005', '1,234,5', '12.34.5', '-5', '1.23,45', '1e3', '12,']) expect(parseKurusInput(text)).toBeNull();
  });
});

describe('the items body', () => {
  const line = { kind: 'Parça', description: 'Fren balatası', quantity: 2, unit: 'adet', unitPriceKurus: 45000, vatRate: 20 };

  it('takes a good list and defaults the KDV rate to 20', () => {
    expect(schemaErrors(repairItemsInputSchema, { version: 0, items: [line] })).toEqual({});
    const { vatRate: _, ...withoutRate } = line;
    expect(repairItemsInputSchema.validateSync({ version: 0, items: [withoutRate] }).items[0].vatRate).toBe(20);
  });

  it('names each bad field in Turkish', () => {
    const errors = schemaErrors(repairItemsInputSchema, {
      version: 0,
      items: [{ kind: 'Hizmet', description: ' ', quantity: 0.005, unit: 'kg', unitPriceKurus: 12.5, vatRate: 18 }],
    });
    expect(errors['items[0].kind']).toEqual(['Kalem türü Parça veya İşçilik olmalıdır']);
    expect(errors['items[0].description']).toEqual(['Kalem açıklaması zorunludur']);
    expect(errors['items[0].quantity']?.[0]).toMatch(/en fazla 2 ondalıklı/);
    expect(errors['items[0].unit']?.[0]).toMatch(/Birim/);
    expect(errors['items[0].unitPriceKurus']?.[0]).toMatch(/Birim fiyat/);
    expect(errors['items[0].vatRate']).toEqual(['KDV oranı %0, %1, %10 veya %20 olmalıdır']);
  });

  it('refuses a quantity sent as text and a version left out', () => {
    const errors = schemaErrors(repairItemsInputSchema, { items: [{ ...line, quantity: '2' }] });
    expect(errors.version).toEqual(['Kalemlerin sürümü gereklidir']);
    expect(errors['items[0].quantity']?.[0]).toMatch(/Miktar/);
  });
});
