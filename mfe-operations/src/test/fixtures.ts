import type { Company, RepairForm, Vehicle } from '@tamir/shared-api';

type VehicleBody = Pick<Vehicle, 'plateNumber' | 'brand' | 'model' | 'vehicleType' | 'kilometer' | 'ownerName' | 'driverPhone' | 'companyId'>;

/** What a vehicle form sends for `aVehicle()`. */
export function aVehicleInput(overrides: Partial<VehicleBody> = {}): VehicleBody {
  return {
    plateNumber: '34ABC123',
    brand: 'Ford',
    model: 'Transit Custom',
    vehicleType: null,
    kilometer: 123456,
    ownerName: 'Ali Veli',
    driverPhone: '05321234567',
    companyId: 7,
    ...overrides,
  };
}

export function aVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 12,
    ...aVehicleInput(),
    companyName: 'Yılmaz Lojistik',
    companyEmail: 'info@yilmaz.com.tr',
    companyPhone: '02121234567',
    companyAddress: 'İstanbul',
    repairFormCount: 0,
    contactHidden: false,
    createdAt: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function aRepairForm(overrides: Partial<RepairForm> = {}): RepairForm {
  return {
    id: 41,
    formNumber: 'TF-2025-000041',
    vehicleId: 12,
    vehicle: {
      plateNumber: '34ABC123',
      brand: 'Ford',
      model: 'Transit Custom',
      vehicleType: null,
      kilometer: 123456,
      companyName: 'Yılmaz Lojistik',
      companyEmail: 'info@yilmaz.com.tr',
      companyPhone: '02121234567',
      companyAddress: 'İstanbul',
    },
    customerName: 'Ali Veli',
    customerPhone: '05321234567',
    description: '1. Fren sesi\n2. Yağ kaçağı',
    descriptionLines: ['Fren sesi', 'Yağ kaçağı'],
    partsUsed: '',
    status: 'Beklemede',
    createdAt: '2025-03-05T10:30:00.000Z',
    createdByUsername: 'tamirci1',
    createdByName: 'Mehmet Usta',
    repairShopId: 1,
    repairShopName: 'Usta Oto',
    formLinks: [{ token: 'abc123token', isActive: true, expiresAt: '2999-01-01T00:00:00.000Z', url: '/forms/view/abc123token' }],
    signatures: [],
    itemsVersion: 0,
    deliveryKilometer: null,
    approval: null,
    ...overrides,
  };
}

/** The company of `aVehicle()`, as GET /company lists it. */
export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 7,
    name: 'Yılmaz Lojistik',
    contactEmail: 'info@yilmaz.com.tr',
    contactPhone: '02121234567',
    address: 'İstanbul',
    taxNumber: null,
    authorizedPerson: null,
    taxOffice: null,
    eInvoiceUser: false,
    reminderEmailsOptOut: false,
    isActive: true,
    userCount: 0,
    vehicleCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
