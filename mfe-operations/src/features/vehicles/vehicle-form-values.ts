import { fieldErrors, schemaErrors, vehicleInputSchema, type Vehicle, type VehicleInput } from '@tamir/shared-api';
import {
  VEHICLE_FIELD_OF,
  toVehicleInput as vehicleBody,
  vehicleFieldValues,
  type VehicleFieldValues,
} from '../../components/vehicle-fields/vehicle-field-values';

/** The add/edit form: the shared vehicle fields and the customer, a chosen id plus the typed text. */
export interface VehicleFormValues extends VehicleFieldValues {
  companyId: number | null;
  companyName: string;
}

export type VehicleFormField = Exclude<keyof VehicleFormValues, 'companyName'>;
export type VehicleFormErrors = Partial<Record<VehicleFormField, string>>;

const FORM_FIELD_OF = { ...VEHICLE_FIELD_OF, companyId: 'companyId' } as const;

export function initialVehicleFormValues(
  vehicle: Vehicle | null,
  prefill: { plateNumber?: string; company?: { id: number; name: string } | null } = {},
): VehicleFormValues {
  return {
    ...vehicleFieldValues(vehicle, prefill.plateNumber),
    companyId: vehicle ? vehicle.companyId : (prefill.company?.id ?? null),
    companyName: vehicle ? vehicle.companyName : (prefill.company?.name ?? ''),
  };
}

/**
 * The body of POST/PUT /vehicles. When editing, an unchosen customer keeps the vehicle's company
 * (the company is required on create only) and the vehicle type the form does not show is kept.
 */
export function toVehicleInput(values: VehicleFormValues, vehicle: Vehicle | null): VehicleInput {
  return vehicleBody(values, values.companyId ?? vehicle?.companyId, vehicle?.vehicleType ?? null);
}

/** Field errors from a map keyed by body fields (the server's or the schema's), first message per form field. */
export const toFormErrors = (errors: Record<string, readonly string[] | string | undefined>): VehicleFormErrors => fieldErrors(errors, FORM_FIELD_OF);

/** Checks the form with the shared vehicleInputSchema (the rules the server applies too). */
export function validateVehicleForm(values: VehicleFormValues, vehicle: Vehicle | null): VehicleFormErrors {
  return toFormErrors(schemaErrors(vehicleInputSchema, toVehicleInput(values, vehicle)));
}
