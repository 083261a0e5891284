import { REPAIR_STATUSES, type AdminDashboard, type RepairFormPage, type RepairFormSummary, type TamirciDashboard } from '@tamir/shared-api';

export function aFormSummary(overrides: Partial<RepairFormSummary> = {}): RepairFormSummary {
  return {
    id: 41,
    formNumber: 'TF-2025-000041',
    vehicleId: 12,
    vehiclePlateNumber: '34ABC123',
    customerName: 'Ali Veli',
    companyName: 'Yılmaz Lojistik',
    description: '1. Fren sesi',
    createdAt: '2025-03-05T10:30:00.000Z',
    createdByUsername: 'tamirci',
    repairShopId: 3,
    repairShopName: 'Yıldız Oto Servis',
    activeLinkToken: 'abc123token',
    status: 'Beklemede',
    ...overrides,
  };
}

export function aFormPage(data: RepairFormSummary[], overrides: Partial<RepairFormPage> = {}): RepairFormPage {
  return { data, totalCount: data.length, page: 1, pageSize: 20, totalPages: data.length ? 1 : 0, ...overrides };
}

export function anAdminDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    companyCount: 12,
    totalVehicleCount: 1234,
    totalUserCount: 7,
    totalRepairFormCount: 560,
    todayRepairFormCount: 4,
    companyStatistics: [{ companyId: 5, companyName: 'Yılmaz Lojistik', vehicleCount: 30, userCount: 2, repairFormCount: 61 }],
    recentRepairForms: [aFormSummary()],
    kvkkMissing: [],
    ...overrides,
  };
}

export function aTamirciDashboard(overrides: Partial<TamirciDashboard> = {}): TamirciDashboard {
  return {
    companyVehicleCount: 31,
    activeRepairFormCount: 58,
    todayRepairFormCount: 3,
    myRepairFormCount: 20,
    companyName: 'Yıldız Oto Servis',
    userInfo: { username: 'tamirci', firstName: 'Ahmet', lastName: 'Yıldız', role: 'Tamirci' },
    recentRepairForms: [aFormSummary()],
    statusCounts: REPAIR_STATUSES.map((status) => ({ status, count: status === 'Beklemede' ? 58 : 0 })),
    ...overrides,
  };
}
