import { aVehicle } from '../../test/fixtures';
import { initialVehicleFormValues, toFormErrors, toVehicleInput, validateVehicleForm } from './vehicle-form-values';

const filled = {
  plateNumber: '34abc123',
  brandModel: '  Mercedes-Benz   Sprinter 316 ',
  kilometer: '1.234',
  ownerName: ' Ali Veli ',
  driverPhone: '0532 123 45 67',
  companyId: 7,
  companyName: 'Yılmaz Lojistik',
};

describe('vehicle form values', () => {
  it('splits brand and model at the first space and sends digits and plain numbers', () => {
    expect(toVehicleInput(filled, null)).toEqual({
      plateNumber: '34ABC123',
      brand: 'Mercedes-Benz',
      model: 'Sprinter 316',
      vehicleType: null,
      kilometer: 1234,
      ownerName: 'Ali Veli',
      driverPhone: '05321234567',
      companyId: 7,
    });
  });

  it('keeps the vehicle type and, when no customer is chosen, the company of the vehicle being edited', () => {
    const vehicle = aVehicle({ vehicleType: 'Kamyonet', companyId: 9 });
    expect(toVehicleInput({ ...filled, companyId: null }, vehicle)).toMatchObject({ companyId: 9, vehicleType: 'Kamyonet' });
    expect(validateVehicleForm({ ...filled, companyId: null }, vehicle)).toEqual({});
    expect(validateVehicleForm({ ...filled, companyId: null }, null)).toEqual({ companyId: 'Müşteri seçimi gereklidir' });
  });

  it('accepts kilometre 0 and reports each field with its own text', () => {
    expect(validateVehicleForm({ ...filled, kilometer: '0' }, null)).toEqual({});
    const errors = validateVehicleForm({ ...filled, ownerName: '', driverPhone: '0532' }, null);
    expect(errors).toEqual({ ownerName: 'Araç sahibi adı gereklidir', driverPhone: 'Geçerli bir telefon numarası girin' });
  });

  it('puts the server errors of brand and model under the one brand-model field', () => {
    expect(toFormErrors({ brand: ['Marka çok uzun'], model: ['Model çok uzun'], companyId: 'Firma bulunamadı', other: ['x'] })).toEqual({
      brandModel: 'Marka çok uzun',
      companyId: 'Firma bulunamadı',
    });
  });

  it('fills an edit form from the vehicle and a new one from the prefill', () => {
    expect(initialVehicleFormValues(aVehicle())).toMatchObject({
      brandModel: 'Ford Transit Custom',
      kilometer: '123.456',
      driverPhone: '0532 123 45 67',
      companyId: 7,
    });
    expect(initialVehicleFormValues(null, { plateNumber: '06 a 1234', company: { id: 8, name: 'Deniz' } })).toMatchObject({
      plateNumber: '06A1234',
      companyId: 8,
      companyName: 'Deniz',
    });
  });
});
