import { useCallback } from 'react';
import {
  NO_EMAIL_PLACEHOLDER,
  NO_PHONE_PLACEHOLDER,
  errorMessage,
  normalizePhone,
  phoneDigits,
  useCreateCompany,
  useSaveVehicle,
  type Company,
  type CompanyInput,
  type Vehicle,
  type VehicleInput,
} from '@tamir/shared-api';
import { toVehicleInput, type VehicleFieldValues } from '../../components/vehicle-fields/vehicle-field-values';

/** The vehicle/driver/company form on /plate-search: the shared vehicle fields (the owner is the driver) and the company. */
export interface VehicleStepValues extends VehicleFieldValues {
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  companyAddress: string;
  /** A new company's invoice details (issue 43), as on the Admin company form. */
  companyTaxNumber: string;
  companyTaxOffice: string;
  eInvoiceUser: boolean;
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

/** A failure of the step, with the message to show (the server's when it sent one); `cause` is the failed call. */
export class VehicleStepError extends Error {}

export interface SaveVehicleStepInput {
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

/** The new company's body (POST /company), as the shared company schema checks it. */
export function newCompanyBody(values: VehicleStepValues): CompanyInput {
  const { email, phone, address } = companyContact(values);
  const taxNumber = values.companyTaxNumber.trim();
  const taxOffice = values.companyTaxOffice.trim();
  // The invoice details only when given, as a company without them was always made.
  return {
    name: values.companyName.trim(),
    contactEmail: email,
    contactPhone: phone,
    address,
    ...(taxNumber ? { taxNumber } : {}),
    ...(taxOffice ? { taxOffice } : {}),
    ...(values.eInvoiceUser ? { eInvoiceUser: true } : {}),
  };
}

function unchanged(vehicle: Vehicle, body: VehicleInput): boolean {
  return (
    vehicle.brand === body.brand &&
    vehicle.model === body.model &&
    vehicle.kilometer === body.kilometer &&
    vehicle.ownerName === body.ownerName &&
    normalizePhone(vehicle.driverPhone ?? '') === body.driverPhone
  );
}

/**
 * 'Sonraki Adım': creates the company when none was chosen (and stops if that fails), then
 * creates the vehicle or updates the found one (its company stays). Resolves with the vehicle
 * to carry to 'Tamir Formu Oluştur': as the server returned it, with the driver as entered, and
 * whether anything was written (an unchanged vehicle is not saved, so nothing says it was).
 */
export function useSaveVehicleStep() {
  const { mutateAsync: createCompany } = useCreateCompany();
  const { mutateAsync: saveVehicle } = useSaveVehicle();

  const ensureCompany = useCallback(
    async ({ vehicle, values, onCompanyCreated }: SaveVehicleStepInput): Promise<number> => {
      if (vehicle) return vehicle.companyId;
      if (values.company) return values.company.id;
      const body = newCompanyBody(values);
      const { name, contactEmail: email, contactPhone: phone, address } = body;
      let id: number;
      try {
        ({ id } = await createCompany(body));
      } catch (error) {
        throw new VehicleStepError(errorMessage(error, SAVE_TEXTS.companyFailed), { cause: error });
      }
      onCompanyCreated?.({
        id,
        name,
        contactEmail: email || null,
        contactPhone: phone || null,
        address: address || null,
        taxNumber: body.taxNumber ?? null,
        authorizedPerson: null,
        taxOffice: body.taxOffice ?? null,
        eInvoiceUser: body.eInvoiceUser ?? false,
        reminderEmailsOptOut: false,
        isActive: true,
        userCount: 0,
        vehicleCount: 0,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      return id;
    },
    [createCompany],
  );

  return useCallback(
    async (input: SaveVehicleStepInput): Promise<{ vehicle: Vehicle; wrote: boolean }> => {
      const { vehicle, values } = input;
      const companyId = await ensureCompany(input);
      let wrote = !vehicle && !values.company;
      const body = toVehicleInput(values, companyId, vehicle?.vehicleType ?? null);
      let saved: Vehicle;
      try {
        if (!vehicle) {
          saved = await saveVehicle({ id: null, body });
          wrote = true;
        }
        // A vehicle of a company not yet linked to this shop is read-only here: the driver entered
        // travels with the form, and creating the form links the company (server-side).
        else if (vehicle.contactHidden || unchanged(vehicle, body)) saved = vehicle;
        else {
          saved = await saveVehicle({ id: vehicle.id, body });
          wrote = true;
        }
      } catch (error) {
        throw new VehicleStepError(errorMessage(error, SAVE_TEXTS.vehicleFailed), { cause: error });
      }
      return { vehicle: { ...saved, ownerName: body.ownerName, driverPhone: body.driverPhone }, wrote };
    },
    [ensureCompany, saveVehicle],
  );
}
