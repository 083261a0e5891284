import type { Vehicle } from '@tamir/shared-api';

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
} as const;

/**
 * Navigation state from the vehicle step to 'Tamir Formu Oluştur': the saved vehicle with the
 * driver's name and phone as entered (ownerName is the driver's name).
 */
export interface CreateFormLocationState {
  vehicleId: number;
  vehicle: Vehicle;
}

export interface FormViewLocationState {
  justCreated?: boolean;
}

/** Navigation state of /admin/vehicles/new: the plate that was searched. */
export interface NewVehicleLocationState {
  plateNumber: string;
}

export function readCreateFormState(state: unknown): CreateFormLocationState | null {
  if (!state || typeof state !== 'object') return null;
  const { vehicleId, vehicle } = state as Partial<CreateFormLocationState>;
  if (typeof vehicleId !== 'number' || !vehicle || typeof vehicle !== 'object' || typeof vehicle.plateNumber !== 'string') return null;
  return { vehicleId, vehicle };
}
