import type { Vehicle } from '@tamir/shared-api';

/** The id of the detail page's line editor, the anchor 'Kalemleri Ekle' opens. */
export const LINES_ANCHOR = 'kalemler';

/** Routes of this remote and the ones it links to (core-journeys §2). */
export const PATHS = {
  plateSearch: '/plate-search',
  createForm: '/plate-search/create-form',
  formView: (id: number | string) => `/plate-search/form/${id}`,
  adminHome: '/admin',
  adminNewForm: '/admin/forms/new',
  newVehicle: '/admin/vehicles/new',
  editVehicle: (id: number) => `/admin/vehicles/edit/${id}`,
  vehicleForms: (id: number) => `/admin/vehicles/${id}/forms`,
  publicForm: (token: string) => `/forms/view/${token}`,
  vehicleSearch: '/admin/vehicle-search',
  vehicles: '/admin/vehicles',
  /** The vehicle list opened on one company (the chosen company lives in the query). */
  companyVehicles: (companyId: number) => `/admin/vehicles?companyId=${companyId}`,
  adminFormDetail: (id: number) => `/admin/forms/${id}`,
  /** The detail page opened on its line editor ('Parça ve İşçilik', issue 40). */
  formLines: (id: number) => `/admin/forms/${id}#${LINES_ANCHOR}`,
  drivers: '/admin/drivers',
  /** 'Bakım Hatırlatmaları' (issue 44); the dashboard's counts open it on one urgency. */
  reminders: '/admin/reminders',
  remindersOfUrgency: (urgency: string) => `/admin/reminders?urgency=${encodeURIComponent(urgency)}`,
  formList: '/admin/forms',
  formListToday: '/admin/forms?date=today',
  formListMine: '/admin/forms?user=me',
  /** The form list on some statuses (issue 28): the dashboard's status counts link here. */
  formListStatus: (...statuses: string[]) => `/admin/forms?status=${encodeURIComponent(statuses.join(','))}`,
  /** The admin dashboard's recent-form target (same screen as adminFormDetail). */
  formPage: (id: number) => `/forms/${id}`,
  /** Opened in a new tab by the repair-shop dashboard's auto-print. */
  autoPrintForm: (id: number) => `/admin/forms/${id}?autoPrint=true`,
  users: '/admin/users',
  companies: '/admin/companies',
  settings: '/admin/settings',
  /** The settings screen opened on its backup tab (mfe-admin keeps the tab in `?tab=`). */
  settingsBackup: '/admin/settings?tab=backup',
  /** The settings screen opened on its KVKK tab (the dashboard's warning while the controller is missing). */
  settingsKvkk: '/admin/settings?tab=kvkk',
} as const;

/**
 * The shell's two layouts this remote is mounted in: the plain one under /plate-search/* and the
 * admin area's under /admin/* and /forms/:id. The shell says which one a slot is (parcel prop).
 */
export type Area = 'plain' | 'admin';

export function areaOf(pathname: string): Area {
  return pathname === PATHS.plateSearch || pathname.startsWith(`${PATHS.plateSearch}/`) ? 'plain' : 'admin';
}

/** A route or query id: a positive whole number, else null (no call is made for an id that cannot exist). */
export function idFrom(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * Navigation state from the vehicle step to 'Tamir Formu Oluştur': the saved vehicle with the
 * driver's name and phone as entered (ownerName is the driver's name).
 */
export interface CreateFormLocationState {
  vehicleId: number;
  vehicle: Vehicle;
}

/** Navigation state of /admin/vehicles/new: the plate that was searched. */
export interface NewVehicleLocationState {
  plateNumber?: string;
  /** The company the vehicle list was showing: preselected as the customer. */
  companyId?: number;
}

export function readCreateFormState(state: unknown): CreateFormLocationState | null {
  if (!state || typeof state !== 'object') return null;
  const { vehicleId, vehicle } = state as Partial<CreateFormLocationState>;
  if (typeof vehicleId !== 'number' || !vehicle || typeof vehicle !== 'object' || typeof vehicle.plateNumber !== 'string') return null;
  return { vehicleId, vehicle };
}
