import { formatPhone, isValidPhone, maskPhoneInput, normalizePhone } from './phone';

describe('phone rules', () => {
  it.each([
    ['05321234567', true],
    ['0532 123 45 67', true],
    ['5321234567', true],
    ['0532123456', false],
    ['15321234567', false],
    ['532123456', false],
    ['053212345678', false],
    ['', false],
  ])('%s valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('normalises to 11 digits with a leading 0', () => {
    expect(normalizePhone('532 123 45 67')).toBe('05321234567');
    expect(normalizePhone('(0532) 123-45-67')).toBe('05321234567');
  });

  it('formats as 0XXX XXX XX XX', () => {
    expect(formatPhone('05321234567')).toBe('0532 123 45 67');
    expect(formatPhone('5321234567')).toBe('0532 123 45 67');
  });

  it('masks typed input: forced 0, at most 11 digits, at most 14 characters', () => {
    expect(maskPhoneInput('5')).toBe('05');
    expect(maskPhoneInput('532123')).toBe('0532 123');
    expect(maskPhoneInput('053212345678999')).toBe('0532 123 45 67');
    expect(maskPhoneInput('053212345678999').length).toBeLessThanOrEqual(14);
    expect(maskPhoneInput('')).toBe('');
  });
});
