import {
  formatThousands,
  joinBrandModel,
  maskPhoneInput,
  normalizePhone,
  normalizePlate,
  parseKilometerInput,
  splitBrandModel,
  type Vehicle,
  type VehicleInput,
} from '@tamir/shared-api';

/** A vehicle as both vehicle forms type it: brand and model in one field, the kilometre and phone as shown. */
export interface VehicleFieldValues {
  plateNumber: string;
  brandModel: string;
  kilometer: string;
  ownerName: string;
  driverPhone: string;
}

export type VehicleField = keyof VehicleFieldValues;
export type VehicleFieldErrors = Partial<Record<VehicleField, string>>;

/** Where the API's vehicle body fields are shown (see shared-api's `fieldErrors`). */
export const VEHICLE_FIELD_OF = {
  plateNumber: 'plateNumber',
  brand: 'brandModel',
  model: 'brandModel',
  kilometer: 'kilometer',
  ownerName: 'ownerName',
  driverPhone: 'driverPhone',
} as const satisfies Record<string, VehicleField>;

export function vehicleFieldValues(vehicle: Vehicle | null, plate = ''): VehicleFieldValues {
  return {
    plateNumber: normalizePlate(vehicle?.plateNumber ?? plate),
    brandModel: vehicle ? joinBrandModel(vehicle.brand, vehicle.model) : '',
    kilometer: vehicle ? formatThousands(vehicle.kilometer) : '',
    ownerName: vehicle?.ownerName ?? '',
    driverPhone: vehicle?.driverPhone ? maskPhoneInput(vehicle.driverPhone) : '',
  };
}

/**
 * The body of POST/PUT /vehicles. A missing kilometre or company is sent as missing, so the
 * shared vehicleInputSchema reports it on its field.
 */
export function toVehicleInput(values: VehicleFieldValues, companyId: number | null | undefined, vehicleType: string | null): VehicleInput {
  const { brand, model } = splitBrandModel(values.brandModel);
  return {
    plateNumber: normalizePlate(values.plateNumber),
    brand,
    model,
    vehicleType,
    kilometer: parseKilometerInput(values.kilometer) ?? (undefined as unknown as number),
    ownerName: values.ownerName.trim(),
    driverPhone: normalizePhone(values.driverPhone),
    companyId: companyId ?? (undefined as unknown as number),
  };
}
