import { MSG } from '../domain/messages';
import { hasRealEmail, hasRealPhone, isValidEmail } from '../domain/contact';
import { parseKilometerInput } from '../domain/kilometer';

/** The vehicle/driver/company form on /plate-search. */
export interface PlateSearchFormValues {
  brandModel: string;
  kilometer: string;
  driverName: string;
  driverPhone: string;
  companyName: string;
  companyId: number | null;
  companyEmail: string;
  companyPhone: string;
  companyAddress: string;
}

/**
 * The spec checks this form in a fixed order and reports the first failure (core-journeys §5).
 * Returns that message, or null when the form may be saved.
 */
export function firstPlateSearchFormError(v: PlateSearchFormValues): string | null {
  if (!v.brandModel.trim()) return MSG.psBrandModelRequired;
  const km = parseKilometerInput(v.kilometer);
  if (km === null || km <= 0) return MSG.psKilometerInvalid;
  if (!v.driverName.trim()) return MSG.psDriverNameRequired;
  if (!v.driverPhone.trim()) return MSG.psDriverPhoneRequired;
  if (!v.companyName.trim() && !v.companyId) return MSG.psCompanyRequired;
  if (!v.companyId && !hasRealEmail(v.companyEmail) && !hasRealPhone(v.companyPhone)) return MSG.contactRequired;
  if (hasRealEmail(v.companyEmail) && !isValidEmail(v.companyEmail)) return MSG.emailInvalid;
  return null;
}
