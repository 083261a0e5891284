import type { ApiClient } from '../../api-context';
import {
  NO_EMAIL_PLACEHOLDER,
  NO_PHONE_PLACEHOLDER,
  createCompany,
  createVehicle,
  errorMessage,
  normalizePhone,
  normalizePlate,
  parseKilometerInput,
  phoneDigits,
  splitBrandModel,
  updateVehicle,
  type Company,
  type Vehicle,
  type VehicleInput,
} from '@tamir/shared-api';

/** The vehicle/driver/company form on /plate-search. */
export interface VehicleStepValues {
  brandModel: string;
  kilometer: string;
  driverName: string;
  driverPhone: string;
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  companyAddress: string;
  noEmail: boolean;
  noPhone: boolean;
  /** The existing company chosen in the autocomplete, if any. */
  company: Company | null;
}

export const SAVE_TEXTS = {
  companyFailed: 'Firma oluşturulurken hata oluştu',
  vehicleFailed: 'Kayıt sırasında hata oluştu',
  saved: 'Araç bilgileri kaydedildi',
} as const;

/** A failure of the step, with the message to show (the server's when it sent one). */
export class VehicleStepError extends Error {}

export interface SaveVehicleStepInput {
  plate: string;
  /** The vehicle found by the plate search; null for a new one. */
  vehicle: Vehicle | null;
  values: VehicleStepValues;
  /** A company made in this step: the form keeps it so a retry does not create it twice. */
  onCompanyCreated?: (company: Company) => void;
}

function companyContact(values: VehicleStepValues) {
  const email = values.noEmail ? NO_EMAIL_PLACEHOLDER : values.companyEmail.trim();
  const phone = values.noPhone ? NO_PHONE_PLACEHOLDER : phoneDigits(values.companyPhone) ? normalizePhone(values.companyPhone) : '';
  return { email, phone, address: values.companyAddress.trim() };
}

async function ensureCompany(api: ApiClient, { vehicle, values, onCompanyCreated }: SaveVehicleStepInput): Promise<number> {
  if (vehicle) return vehicle.companyId;
  if (values.company) return values.company.id;
  const { email, phone, address } = companyContact(values);
  const name = values.companyName.trim();
  let id: number;
  try {
    ({ id } = await createCompany(api, { name, contactEmail: email, contactPhone: phone, address }));
  } catch (error) {
    throw new VehicleStepError(errorMessage(error, SAVE_TEXTS.companyFailed));
  }
  onCompanyCreated?.({
    id,
    name,
    contactEmail: email || null,
    contactPhone: phone || null,
    address: address || null,
    taxNumber: null,
    authorizedPerson: null,
    isActive: true,
    createdAt: new Date().toISOString(),
  });
  return id;
}

function unchanged(vehicle: Vehicle, body: VehicleInput): boolean {
  return (
    vehicle.brand === body.brand &&
    (vehicle.model ?? '') === (body.model ?? '') &&
    vehicle.kilometer === body.kilometer &&
    vehicle.ownerName === body.ownerName &&
    normalizePhone(vehicle.driverPhone ?? '') === body.driverPhone
  );
}

/**
 * 'Sonraki Adım': creates the company when none was chosen (and stops if that fails), then
 * creates the vehicle or updates the found one (its company stays). Resolves with the vehicle
 * to carry to 'Tamir Formu Oluştur': as the server returned it, with the driver as entered.
 */
export async function saveVehicleStep(api: ApiClient, input: SaveVehicleStepInput): Promise<Vehicle> {
  const { plate, vehicle, values } = input;
  const companyId = await ensureCompany(api, input);
  const { brand, model } = splitBrandModel(values.brandModel);
  const body: VehicleInput = {
    plateNumber: normalizePlate(vehicle?.plateNumber ?? plate),
    brand,
    model,
    vehicleType: vehicle?.vehicleType ?? null,
    kilometer: parseKilometerInput(values.kilometer) ?? 0,
    ownerName: values.driverName.trim(),
    driverPhone: normalizePhone(values.driverPhone),
    companyId,
  };

  let saved: Vehicle;
  try {
    if (!vehicle) saved = await createVehicle(api, body);
    // A vehicle of a company not yet linked to this shop is read-only here: the driver entered
    // travels with the form, and creating the form links the company (server-side).
    else if (vehicle.contactHidden || unchanged(vehicle, body)) saved = vehicle;
    else saved = await updateVehicle(api, vehicle.id, body);
  } catch (error) {
    throw new VehicleStepError(errorMessage(error, SAVE_TEXTS.vehicleFailed));
  }

  const contact = companyContact(values);
  const base: Partial<Vehicle> = saved && typeof saved === 'object' ? saved : {};
  return {
    ...(vehicle ?? ({} as Vehicle)),
    ...base,
    id: base.id ?? vehicle?.id ?? 0,
    plateNumber: base.plateNumber ?? body.plateNumber,
    brand: base.brand ?? brand,
    model: base.model ?? model,
    kilometer: base.kilometer ?? (body.kilometer as number),
    companyId: base.companyId ?? companyId,
    companyName: base.companyName || vehicle?.companyName || values.company?.name || values.companyName.trim(),
    companyEmail: base.companyEmail ?? vehicle?.companyEmail ?? (contact.email || null),
    companyPhone: base.companyPhone ?? vehicle?.companyPhone ?? (contact.phone || null),
    companyAddress: base.companyAddress ?? vehicle?.companyAddress ?? (contact.address || null),
    vehicleType: base.vehicleType ?? null,
    repairFormCount: base.repairFormCount ?? vehicle?.repairFormCount ?? 0,
    contactHidden: base.contactHidden ?? vehicle?.contactHidden ?? false,
    createdAt: base.createdAt ?? vehicle?.createdAt ?? new Date().toISOString(),
    ownerName: body.ownerName,
    driverPhone: body.driverPhone,
  };
}
