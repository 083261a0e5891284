import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('gives 9 characters with a lower-case letter, an upper-case letter, a digit and one of !@#$%', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(9);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[!@#$%]/);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%]+$/);
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });

  it('puts the symbol anywhere, not always in one place', () => {
    const places = new Set(Array.from({ length: 300 }, () => generatePassword().search(/[!@#$%]/)));
    expect(places.size).toBeGreaterThan(5);
  });
});
