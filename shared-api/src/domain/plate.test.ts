import { formatPlate, isValidPlate, normalizePlate } from './plate';

describe('plate rules', () => {
  it('upper-cases and strips everything but letters and digits', () => {
    expect(normalizePlate(' 34 abc-123 ')).toBe('34ABC123');
    expect(normalizePlate('06.a.1234')).toBe('06A1234');
  });

  it('maps Turkish lower-case letters to their plate letters', () => {
    expect(normalizePlate('34 şık 12')).toBe('34SIK12');
  });

  it('limits the input to 10 characters', () => {
    expect(normalizePlate('34ABC12345678')).toBe('34ABC12345');
  });

  it('shows digits, letters, digits separated by spaces', () => {
    expect(formatPlate('34abc123')).toBe('34 ABC 123');
    expect(formatPlate('06A1234')).toBe('06 A 1234');
    expect(formatPlate('')).toBe('');
  });

  it.each([
    ['34ABC123', true],
    ['34 A 12', true],
    ['06AB1234', true],
    ['34ABCD12', false],
    ['3ABC123', false],
    ['34ABC1', false],
    ['34ABC12345', false],
    ['ABC123', false],
    ['', false],
  ])('plate %s valid: %s', (plate, valid) => {
    expect(isValidPlate(plate)).toBe(valid);
  });
});
