import { MSG } from '../domain/messages';
import { normalizePublicBaseUrl } from '../domain/public-base-url';
import { formPublicUrl, needsPublicBaseUrl, publicBaseOf } from '../public-base-url';
import { schemaErrors, readWith } from './schema-errors';
import { generalSettingsSchema, publicBaseUrlOriginSchema } from './settings';
import { GENERAL_SETTINGS } from '../testing/settings-fixtures';

const GENERAL = GENERAL_SETTINGS;

describe("the portal's public address", () => {
  it.each([
    ['https://tamir.example.com', 'https://tamir.example.com'],
    [' https://Tamir.Example.com/ ', 'https://tamir.example.com'],
    ['http://192.168.1.20:3000/', 'http://192.168.1.20:3000'],
    ['https://tamir.example.com:443', 'https://tamir.example.com'],
    ['', ''],
  ])('reads %j as %j', (raw, origin) => {
    expect(normalizePublicBaseUrl(raw)).toBe(origin);
  });

  it.each([
    'tamir.example.com',
    'ftp://tamir.example.com',
    'https://tamir.example.com/forms',
    'https://tamir.example.com/?a=1',
    'https://tamir.example.com#x',
    'https://u:p@tamir.example.com',
    'https://',
    'javascript:alert(1)',
  ])('refuses %j', (raw) => {
    expect(normalizePublicBaseUrl(raw)).toBeNull();
  });

  it('is optional on the general tab: absent keeps the stored one, a valid one is read as its origin, a bad one is named', () => {
    expect(readWith(generalSettingsSchema, GENERAL)).toEqual({ ok: true, value: GENERAL });
    expect(readWith(generalSettingsSchema, { ...GENERAL, publicBaseUrl: 'HTTPS://Tamir.Example.com/' })).toEqual({
      ok: true,
      value: { ...GENERAL, publicBaseUrl: 'https://tamir.example.com' },
    });
    expect(schemaErrors(generalSettingsSchema, { ...GENERAL, publicBaseUrl: 'https://tamir.example.com/panel' })).toEqual({
      publicBaseUrl: [MSG.publicBaseUrlInvalid],
    });
    expect(schemaErrors(generalSettingsSchema, { ...GENERAL, publicBaseUrl: `https://${'a'.repeat(200)}.com` }).publicBaseUrl).toContain(
      MSG.publicBaseUrlTooLong,
    );
    expect(schemaErrors(generalSettingsSchema, { ...GENERAL, publicBaseUrl: 5 })).toEqual({ publicBaseUrl: [MSG.publicBaseUrlInvalid] });
  });

  it("needs an origin in the admin browser's call", () => {
    expect(schemaErrors(publicBaseUrlOriginSchema, {})).toEqual({ origin: [MSG.publicBaseUrlInvalid] });
    expect(schemaErrors(publicBaseUrlOriginSchema, { origin: '' })).toEqual({ origin: [MSG.publicBaseUrlInvalid] });
    expect(readWith(publicBaseUrlOriginSchema, { origin: 'http://localhost:3000' })).toEqual({ ok: true, value: { origin: 'http://localhost:3000' } });
  });

  it('puts PUBLIC_BASE_URL before the setting and this browser last', () => {
    expect(publicBaseOf({ publicBaseUrl: 'https://a.example', publicBaseUrlOverride: 'https://b.example' })).toBe('https://b.example');
    expect(publicBaseOf({ publicBaseUrl: 'https://a.example', publicBaseUrlOverride: null })).toBe('https://a.example');
    expect(publicBaseOf({ publicBaseUrl: '' })).toBeNull();
    expect(formPublicUrl(undefined, 'tok', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/forms/view/tok');
    expect(formPublicUrl({ publicBaseUrl: 'https://a.example' }, 'tok')).toBe('https://a.example/forms/view/tok');
    expect(needsPublicBaseUrl({ publicBaseUrl: '' })).toBe(true);
    expect(needsPublicBaseUrl({ publicBaseUrl: '', publicBaseUrlOverride: 'https://b.example' })).toBe(false);
    expect(needsPublicBaseUrl({})).toBe(false);
  });
});
