import { MSG } from '../domain/messages';
import { readWith } from './schema-errors';
import { companyInputSchema } from './company';

const company = { name: 'Firma', contactEmail: 'a@b.example' };

describe('company body', () => {
  it('takes a shop id as a number, as digits, or null', () => {
    for (const [given, read] of [
      [7, 7],
      ['7', 7],
      [null, null],
    ] as const) {
      const result = readWith(companyInputSchema, { ...company, repairShopId: given });
      expect(result.ok && result.value.repairShopId).toBe(read);
    }
  });

  it('refuses a shop id in any other notation or out of range', () => {
    for (const given of ['0X1f', '0x1f', '1e1', '0o17', '0b1', 'abc', 1.5, 0, -3, 2147483648, true]) {
      const result = readWith(companyInputSchema, { ...company, repairShopId: given });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues).toEqual([expect.objectContaining({ path: 'repairShopId', message: MSG.invalidValue })]);
    }
  });
});
