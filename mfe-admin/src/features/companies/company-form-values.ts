import {
  NO_EMAIL_PLACEHOLDER,
  NO_PHONE_PLACEHOLDER,
  fieldErrors,
  isPlaceholderEmail,
  isPlaceholderPhone,
  type Company,
  type CompanyInput,
  type CompanyUpdateInput,
} from '@tamir/shared-api';

/** The form as typed; the 'no phone' / 'no email' checkboxes stand for the placeholders, which are never shown. */
export interface CompanyFormValues {
  name: string;
  address: string;
  contactPhone: string;
  contactEmail: string;
  noPhone: boolean;
  noEmail: boolean;
  taxNumber: string;
  authorizedPerson: string;
}
export type CompanyFormField = Exclude<keyof CompanyFormValues, 'noPhone' | 'noEmail'>;

const FIELD_OF: Record<string, CompanyFormField> = {
  name: 'name',
  address: 'address',
  contactPhone: 'contactPhone',
  contactEmail: 'contactEmail',
  taxNumber: 'taxNumber',
  authorizedPerson: 'authorizedPerson',
};

/** On edit a stored placeholder comes back as its checkbox, ticked, with the field empty. */
export function initialCompanyFormValues(company: Company | null): CompanyFormValues {
  const noPhone = isPlaceholderPhone(company?.contactPhone);
  const noEmail = isPlaceholderEmail(company?.contactEmail);
  return {
    name: company?.name ?? '',
    address: company?.address ?? '',
    contactPhone: noPhone ? '' : (company?.contactPhone ?? ''),
    contactEmail: noEmail ? '' : (company?.contactEmail ?? ''),
    noPhone,
    noEmail,
    taxNumber: company?.taxNumber ?? '',
    authorizedPerson: company?.authorizedPerson ?? '',
  };
}

const contactOf = (values: CompanyFormValues) => ({
  contactPhone: values.noPhone ? NO_PHONE_PLACEHOLDER : values.contactPhone.trim(),
  contactEmail: values.noEmail ? NO_EMAIL_PLACEHOLDER : values.contactEmail.trim(),
});

export function toCreateBody(values: CompanyFormValues, repairShopId: number | null): CompanyInput {
  return {
    name: values.name.trim(),
    ...contactOf(values),
    address: values.address.trim(),
    taxNumber: values.taxNumber.trim(),
    authorizedPerson: values.authorizedPerson.trim(),
    ...(repairShopId ? { repairShopId } : {}),
  };
}

const PARTIAL = ['name', 'address', 'taxNumber', 'authorizedPerson'] as const;

/** PUT /company/{id} (§7): name, address, tax number and authorised person only when changed; phone and e-mail always. */
export function toUpdateBody(values: CompanyFormValues, company: Company): CompanyUpdateInput {
  const body: CompanyUpdateInput = { ...contactOf(values) };
  for (const field of PARTIAL) {
    if (values[field].trim() !== (company[field] ?? '').trim()) body[field] = values[field].trim();
  }
  return body;
}

/** Server field errors onto the form: first message per field, keys lower-cased. */
export const toCompanyFormErrors = (errors: Record<string, readonly string[] | string | undefined>) => fieldErrors(errors, FIELD_OF);
