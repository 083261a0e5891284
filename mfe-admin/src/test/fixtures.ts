import type { RepairShop } from '@tamir/shared-api';

/** A repair shop as GET /repairshop answers it, for the pages' tests; `overrides` set what a test is about. */
export const aRepairShop = (overrides: Partial<RepairShop> = {}): RepairShop => ({
  id: 4,
  name: 'Yıldız Oto Servis',
  address: null,
  contactPhone: null,
  contactEmail: null,
  taxNumber: null,
  authorizedPerson: null,
  isActive: true,
  userCount: 2,
  companyCount: 3,
  vehicleCount: 14,
  repairFormCount: 27,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});
