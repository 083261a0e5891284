import { firstPlateSearchFormError, type PlateSearchFormValues } from './plate-search-form';
import { NO_EMAIL_PLACEHOLDER, NO_PHONE_PLACEHOLDER } from '../domain/contact';

const valid: PlateSearchFormValues = {
  brandModel: 'Ford Transit',
  kilometer: '120.000',
  driverName: 'Ali Veli',
  driverPhone: '0532 123 45 67',
  companyName: 'Yılmaz Lojistik',
  companyId: null,
  companyEmail: 'info@yilmaz.com.tr',
  companyPhone: '',
  companyAddress: '',
};

describe('plate-search form checks, in the spec order', () => {
  it('accepts a complete form', () => {
    expect(firstPlateSearchFormError(valid)).toBeNull();
  });

  it('reports the first failing check only', () => {
    const empty = { ...valid, brandModel: '', kilometer: '', driverName: '', driverPhone: '', companyName: '', companyEmail: '' };
    expect(firstPlateSearchFormError(empty)).toBe('Marka - Model bilgisi zorunludur');
    expect(firstPlateSearchFormError({ ...empty, brandModel: 'Ford' })).toBe('Geçerli bir kilometre değeri giriniz');
    expect(firstPlateSearchFormError({ ...valid, kilometer: '0' })).toBe('Geçerli bir kilometre değeri giriniz');
    expect(firstPlateSearchFormError({ ...valid, driverName: ' ' })).toBe('Şoför adı soyadı zorunludur');
    expect(firstPlateSearchFormError({ ...valid, driverPhone: '' })).toBe('Şoför telefonu zorunludur');
    expect(firstPlateSearchFormError({ ...valid, companyName: '' })).toBe('Firma bilgisi zorunludur');
    expect(firstPlateSearchFormError({ ...valid, companyEmail: '' })).toBe('En az bir iletişim bilgisi (e-posta veya telefon) zorunludur');
    expect(firstPlateSearchFormError({ ...valid, companyEmail: 'not-an-email' })).toBe('Geçerli bir e-posta adresi giriniz');
  });

  it('does not count the E-posta yok / Telefon yok placeholders as contact information', () => {
    expect(firstPlateSearchFormError({ ...valid, companyEmail: NO_EMAIL_PLACEHOLDER, companyPhone: NO_PHONE_PLACEHOLDER })).toBe(
      'En az bir iletişim bilgisi (e-posta veya telefon) zorunludur',
    );
  });

  it('needs no contact information for an existing company', () => {
    expect(firstPlateSearchFormError({ ...valid, companyId: 7, companyEmail: '', companyPhone: '' })).toBeNull();
  });
});
