import { formatKilometer, formatThousands, parseKilometerInput } from './kilometer';
import { splitBrandModel } from './brand-model';

describe('kilometre', () => {
  it('uses dot thousands separators and km', () => {
    expect(formatThousands(1234567)).toBe('1.234.567');
    expect(formatThousands('0012')).toBe('12');
    expect(formatKilometer(123456)).toBe('123.456 km');
    expect(formatKilometer(0)).toBe('0 km');
  });

  it('reads typed values with separators', () => {
    expect(parseKilometerInput('123.456')).toBe(123456);
    expect(parseKilometerInput('abc')).toBeNull();
  });
});

describe('brand and model', () => {
  it('splits at the first space', () => {
    expect(splitBrandModel('Ford Transit Custom')).toEqual({ brand: 'Ford', model: 'Transit Custom' });
    expect(splitBrandModel('  Fiat  ')).toEqual({ brand: 'Fiat', model: '' });
  });
});
