import type { PublicForm } from '@tamir/shared-api/lite';

export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

/** A form as GET /repairform/public/{token} gives it: created two days ago, Beklemede, no estimate yet; `overrides` set what a test looks at. */
export function aPublicForm(overrides: Partial<PublicForm> = {}): PublicForm {
  return {
    formNumber: 'TF-2025-000041',
    companyName: 'Yılmaz Lojistik',
    companyPhone: '02121234567',
    companyAddress: 'Ataşehir, İstanbul',
    vehiclePlate: '34ABC123',
    vehicleBrand: 'Ford',
    vehicleModel: 'Transit Custom',
    vehicleYear: null,
    kilometer: 123456,
    customerName: 'Ali Veli',
    descriptionLines: ['Fren sesi', 'Yağ kaçağı'],
    description: '1. Fren sesi\n2. Yağ kaçağı',
    partsUsed: '',
    createdAt: daysAgo(2),
    expiresAt: daysAgo(-28),
    signatures: [],
    status: 'Beklemede',
    estimate: { version: 0, items: [], subtotalKurus: 0, vatByRate: [], vatKurus: 0, totalKurus: 0 },
    approval: null,
    canAnswer: false,
    deliveryKilometer: null,
    photos: [],
    ...overrides,
  };
}
