import type { RepairFormListParams, RepairShopListParams, VehicleListParams } from '../types';
import type { DriverListParams } from '../endpoints/drivers';
import type { BackupListParams } from '../dto/backup';
import type { UserListParams } from '../dto/user';
import type { CompanyListParams } from '../dto/company';
import type { InvoiceListParams } from '../dto/invoice';
import type { NotificationListParams } from '../dto/notification';
import type { LogSearchFilter, LogStatisticsParams, SettingsLogParams } from '../dto/system-log';

/** Cache keys, by resource first, so a change invalidates everything it touches with one prefix. */
export const queryKeys = {
  dashboard: {
    all: ['dashboard'] as const,
    admin: () => ['dashboard', 'admin'] as const,
    tamirci: () => ['dashboard', 'tamirci'] as const,
  },
  companies: {
    all: ['companies'] as const,
    list: (name: string) => ['companies', 'list', name] as const,
    page: (params: CompanyListParams) => ['companies', 'page', params] as const,
    statistics: (repairShopId: number) => ['companies', 'statistics', repairShopId] as const,
    vehicles: (id: number) => ['companies', 'vehicles', id] as const,
  },
  drivers: {
    all: ['drivers'] as const,
    list: (params: DriverListParams) => ['drivers', 'list', params] as const,
    statistics: ['drivers', 'statistics'] as const,
  },
  repairForms: {
    all: ['repair-forms'] as const,
    pages: ['repair-forms', 'page'] as const,
    page: (params: RepairFormListParams) => ['repair-forms', 'page', params] as const,
    detail: (id: number) => ['repair-forms', 'detail', id] as const,
    ofVehicle: (vehicleId: number) => ['repair-forms', 'of-vehicle', vehicleId] as const,
    /** Issue 28: a form's priced lines (beside the form: a move does not change them) and its status history (under it: every move adds a row). */
    items: (id: number) => ['repair-forms', 'items', id] as const,
    history: (id: number, page: number) => ['repair-forms', 'detail', id, 'history', page] as const,
    /** Issue 29: the form's photos; an image never changes under its id, so it is not under 'photos' (refetching the list leaves images alone). */
    photos: (id: number) => ['repair-forms', 'detail', id, 'photos'] as const,
    photoImage: (id: number, photoId: number, thumb: boolean) => ['photo-image', id, photoId, thumb ? 'thumb' : 'image'] as const,
  },
  repairShops: {
    all: ['repair-shops'] as const,
    options: () => ['repair-shops', 'options'] as const,
    page: (params: RepairShopListParams) => ['repair-shops', 'page', params] as const,
    statistics: () => ['repair-shops', 'statistics'] as const,
  },
  settings: { all: ['settings'] as const, sms: ['settings', 'sms'] as const, systemInfo: ['settings', 'system-info'] as const },
  notifications: {
    all: ['notifications'] as const,
    page: (params: NotificationListParams) => ['notifications', 'page', params] as const,
    statistics: () => ['notifications', 'statistics'] as const,
  },
  users: {
    all: ['users'] as const,
    page: (params: UserListParams) => ['users', 'page', params] as const,
    statistics: () => ['users', 'statistics'] as const,
  },
  systemLogs: {
    all: ['system-logs'] as const,
    search: (filter: LogSearchFilter) => ['system-logs', 'search', filter] as const,
    detail: (id: number) => ['system-logs', 'detail', id] as const,
    statistics: (params: LogStatisticsParams) => ['system-logs', 'statistics', params] as const,
    settings: (params: SettingsLogParams) => ['system-logs', 'settings', params] as const,
  },
  backups: {
    all: ['backups'] as const,
    page: (params: BackupListParams) => ['backups', 'page', params] as const,
  },
  /** Issue 43: the shop's seller details and its invoices. */
  invoices: {
    all: ['invoices'] as const,
    page: (params: InvoiceListParams) => ['invoices', 'page', params] as const,
    ofForm: (formId: number) => ['invoices', 'of-form', formId] as const,
    seller: (shopId: number) => ['invoices', 'seller', shopId] as const,
  },
  vehicles: {
    all: ['vehicles'] as const,
    lists: ['vehicles', 'list'] as const,
    list: (params: VehicleListParams) => ['vehicles', 'list', params] as const,
    detail: (id: number) => ['vehicles', 'detail', id] as const,
    // Not under 'vehicles': saving the vehicle on the search screen must not search again beneath the form.
    byPlate: (plate: string) => ['plate-search', plate] as const,
  },
};
