import { schemaErrors } from './schema-errors';
import { loginSchema } from './login';
import { vehicleInputSchema } from './vehicle';

describe('schemaErrors', () => {
  it('is empty when the values pass', () => {
    expect(schemaErrors(loginSchema, { username: 'ali', password: 'x' })).toEqual({});
  });

  it('lists every failing field with its messages', () => {
    expect(schemaErrors(loginSchema, { username: '   ', password: '' })).toEqual({
      username: ['Kullanıcı adı gereklidir'],
      password: ['Şifre gereklidir'],
    });
    expect(schemaErrors(vehicleInputSchema, { plateNumber: 'XX', brand: 'Ford', kilometer: -1, ownerName: 'A', driverPhone: '0532', companyId: 3 })).toEqual({
      plateNumber: ['Geçerli bir plaka numarası girin (Örn: 34ABC123)'],
      kilometer: ['Kilometre 0 veya daha büyük olmalıdır'],
      driverPhone: ['Geçerli bir telefon numarası girin'],
    });
  });
});
