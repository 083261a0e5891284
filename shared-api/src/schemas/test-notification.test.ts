import { MSG } from '../domain/messages';
import { maskName } from '../domain/masking';
import { readWith } from './schema-errors';
import { testNotificationProblem, testNotificationSchema } from './test-notification';

const filled = { type: 'Email', recipient: 'a@b.example', subject: 'Konu', body: 'Metin' };

describe('test notification', () => {
  it('asks a non-admin for a company before anything else, then for every field, then a real address', () => {
    expect(testNotificationProblem({ type: 'Email' }, { isAdmin: false })).toEqual({ message: MSG.chooseCompany, fields: ['companyId'] });
    expect(testNotificationProblem({ ...filled, recipient: '' }, { isAdmin: false })?.message).toBe(MSG.chooseCompany);
    expect(testNotificationProblem({ type: 'Email', companyId: 3, subject: ' ' }, { isAdmin: false })).toEqual({
      message: MSG.fillAllFields,
      fields: ['recipient', 'subject', 'body'],
    });
    expect(testNotificationProblem({ ...filled, body: '' }, { isAdmin: true })).toEqual({ message: MSG.fillAllFields, fields: ['body'] });
    expect(testNotificationProblem({ ...filled, recipient: 'adres' }, { isAdmin: true })).toEqual({ message: MSG.emailInvalid, fields: ['recipient'] });
    expect(testNotificationProblem({ ...filled, companyId: 3 }, { isAdmin: false })).toBeNull();
    expect(testNotificationProblem(filled, { isAdmin: true })).toBeNull();
  });

  it('says SMS sending is inactive', () => {
    expect(testNotificationProblem({ ...filled, type: 'SMS' }, { isAdmin: true })).toEqual({ message: MSG.smsInactive, fields: ['type'] });
  });

  it('reads the body: Email when no type, trimmed texts, lengths and types checked', () => {
    expect(readWith(testNotificationSchema, { recipient: ' a@b.example ', subject: ' S ' })).toEqual({
      ok: true,
      value: { type: 'Email', recipient: 'a@b.example', subject: 'S', body: '' },
    });
    const bad = readWith(testNotificationSchema, { type: 'Fax', subject: 'x'.repeat(301), companyId: 'abc', body: 5 });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(Object.fromEntries(bad.issues.map((i) => [i.path, i.message]))).toEqual({
        type: MSG.invalidValue,
        subject: MSG.tooLong(300),
        companyId: MSG.invalidValue,
        body: MSG.invalidValue,
      });
  });

  it('masks a customer name word by word', () => {
    expect(maskName('Yılmaz Lojistik A.Ş.')).toBe('Y*** L*** A***');
    expect(maskName('  Şoför  ')).toBe('Ş***');
  });
});
