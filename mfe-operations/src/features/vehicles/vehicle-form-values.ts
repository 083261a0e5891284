import {
  formatThousands,
  joinBrandModel,
  maskPhoneInput,
  normalizePhone,
  normalizePlate,
  parseKilometerInput,
  splitBrandModel,
  schemaErrors,
  vehicleInputSchema,
  type Vehicle,
  type VehicleInput,
} from '@tamir/shared-api';

/** The add/edit form: brand and model are one field; the customer is a chosen id plus the typed text. */
export interface VehicleFormValues {
  plateNumber: string;
  brandModel: string;
  kilometer: string;
  ownerName: string;
  driverPhone: string;
  companyId: number | null;
  companyName: string;
}

export type VehicleFormField = Exclude<keyof VehicleFormValues, 'companyName'>;
export type VehicleFormErrors = Partial<Record<VehicleFormField, string>>;

/** Where a message about a body field (ours or the server's errors map) is shown. */
const FIELD_OF: Record<string, VehicleFormField> = {
  plateNumber: 'plateNumber',
  brand: 'brandModel',
  model: 'brandModel',
  kilometer: 'kilometer',
  ownerName: 'ownerName',
  driverPhone: 'driverPhone',
  companyId: 'companyId',
};

export function initialVehicleFormValues(
  vehicle: Vehicle | null,
  prefill: { plateNumber?: string; company?: { id: number; name: string } | null } = {},
): VehicleFormValues {
  if (vehicle) {
    return {
      plateNumber: normalizePlate(vehicle.plateNumber),
      brandModel: joinBrandModel(vehicle.brand, vehicle.model),
      kilometer: formatThousands(vehicle.kilometer),
      ownerName: vehicle.ownerName ?? '',
      driverPhone: vehicle.driverPhone ? maskPhoneInput(vehicle.driverPhone) : '',
      companyId: vehicle.companyId,
      companyName: vehicle.companyName ?? '',
    };
  }
  return {
    plateNumber: normalizePlate(prefill.plateNumber ?? ''),
    brandModel: '',
    kilometer: '',
    ownerName: '',
    driverPhone: '',
    companyId: prefill.company?.id ?? null,
    companyName: prefill.company?.name ?? '',
  };
}

/**
 * The body of POST/PUT /vehicles. When editing, an unchosen customer keeps the vehicle's company
 * (the company is required on create only) and the vehicle type the form does not show is kept.
 */
export function toVehicleInput(values: VehicleFormValues, vehicle: Vehicle | null): VehicleInput {
  const { brand, model } = splitBrandModel(values.brandModel);
  const kilometer = parseKilometerInput(values.kilometer);
  const companyId = values.companyId ?? vehicle?.companyId;
  return {
    plateNumber: normalizePlate(values.plateNumber),
    brand,
    model,
    vehicleType: vehicle?.vehicleType ?? null,
    kilometer: kilometer ?? (undefined as unknown as number),
    ownerName: values.ownerName.trim(),
    driverPhone: normalizePhone(values.driverPhone),
    companyId: companyId ?? (undefined as unknown as number),
  };
}

/** Field errors from a map keyed by body fields, first message per form field. */
export function toFormErrors(map: Record<string, string[] | string | undefined>): VehicleFormErrors {
  const errors: VehicleFormErrors = {};
  for (const [key, value] of Object.entries(map)) {
    const field = FIELD_OF[key];
    const message = Array.isArray(value) ? value[0] : value;
    if (field && message && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** Checks the form with the shared vehicleInputSchema (the rules the server applies too). */
export function validateVehicleForm(values: VehicleFormValues, vehicle: Vehicle | null): VehicleFormErrors {
  return toFormErrors(schemaErrors(vehicleInputSchema, toVehicleInput(values, vehicle)));
}
