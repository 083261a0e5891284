import {
  NO_EMAIL_PLACEHOLDER,
  NO_PHONE_PLACEHOLDER,
  changedFields,
  companyInputSchema,
  fieldNamesOf,
  formValuesOf,
  isPlaceholderEmail,
  isPlaceholderPhone,
  repairShopCreateSchema,
  repairShopUpdateSchema,
  schemaErrors,
  type Company,
  type CompanyInput,
  type CompanyUpdateInput,
  type FormValuesOf,
  type RepairShop,
  type RepairShopCreateInput,
  type RepairShopUpdateInput,
} from '@tamir/shared-api';

/**
 * The add/edit forms of a repair shop (administration §2.4) and of a customer company (§2.3): the
 * fields of the shared schema, as typed. An update (§7) sends the name, address, tax number and
 * authorised person only when changed, the contact phone and e-mail always.
 */
const SENT_WHEN_CHANGED = ['name', 'address', 'taxNumber', 'authorizedPerson'] as const;
type Stored = Pick<Company | RepairShop, (typeof SENT_WHEN_CHANGED)[number]>;
const updateBody = <C>(values: Record<(typeof SENT_WHEN_CHANGED)[number], string>, stored: Stored, contact: C) => ({
  ...contact,
  ...changedFields(values, stored, SENT_WHEN_CHANGED),
});

// Repair shop: the create schema's fields, the login ones used on creation only.
export type RepairShopFormValues = FormValuesOf<typeof repairShopCreateSchema>;
export const SHOP_FORM_FIELDS = fieldNamesOf(repairShopCreateSchema);
export const initialShopFormValues = (shop: RepairShop | null): RepairShopFormValues => formValuesOf(repairShopCreateSchema, shop);
export const toShopUpdateBody = (values: RepairShopFormValues, shop: RepairShop): RepairShopUpdateInput =>
  updateBody(values, shop, { contactPhone: values.contactPhone, contactEmail: values.contactEmail });

/** The schema the server applies too: the create schema with the login fields, or the update schema on the shop's fields. */
export function checkShopForm(values: RepairShopFormValues, shop: RepairShop | null) {
  if (!shop) return schemaErrors(repairShopCreateSchema, values satisfies RepairShopCreateInput);
  const { username: _username, password: _password, ...shopFields } = values;
  return schemaErrors(repairShopUpdateSchema, shopFields);
}

// Company: 'Telefon yok' / 'E-posta yok' tick boxes stand for the placeholders, which are never shown;
// 'e-Fatura mükellefi' (issue 43) and 'Bakım hatırlatma e-postası gönderme' (issue 44) are tick boxes of their own.
const companyFormSchema = companyInputSchema.omit(['repairShopId', 'eInvoiceUser', 'reminderEmailsOptOut']);
export type CompanyFormValues = FormValuesOf<typeof companyFormSchema> & {
  noPhone: boolean;
  noEmail: boolean;
  eInvoiceUser: boolean;
  reminderEmailsOptOut: boolean;
};
export const COMPANY_FORM_FIELDS = fieldNamesOf(companyFormSchema);

/** On edit a stored placeholder comes back as its tick box, ticked, with the field empty. */
export function initialCompanyFormValues(company: Company | null): CompanyFormValues {
  const values = formValuesOf(companyFormSchema, company);
  const noPhone = isPlaceholderPhone(company?.contactPhone);
  const noEmail = isPlaceholderEmail(company?.contactEmail);
  return {
    ...values,
    contactPhone: noPhone ? '' : values.contactPhone,
    contactEmail: noEmail ? '' : values.contactEmail,
    noPhone,
    noEmail,
    eInvoiceUser: company?.eInvoiceUser ?? false,
    reminderEmailsOptOut: company?.reminderEmailsOptOut ?? false,
  };
}

const contactOf = (values: CompanyFormValues) => ({
  contactPhone: values.noPhone ? NO_PHONE_PLACEHOLDER : values.contactPhone.trim(),
  contactEmail: values.noEmail ? NO_EMAIL_PLACEHOLDER : values.contactEmail.trim(),
});

export function toCompanyCreateBody(values: CompanyFormValues, repairShopId: number | null): CompanyInput {
  const trimmed = Object.fromEntries(COMPANY_FORM_FIELDS.map((name) => [name, values[name].trim()])) as FormValuesOf<typeof companyFormSchema>;
  return {
    ...trimmed,
    ...contactOf(values),
    eInvoiceUser: values.eInvoiceUser,
    reminderEmailsOptOut: values.reminderEmailsOptOut,
    ...(repairShopId ? { repairShopId } : {}),
  };
}

/** The tax office like the other details, only when changed; the e-Fatura and reminder e-mail ticks likewise. */
export const toCompanyUpdateBody = (values: CompanyFormValues, company: Company): CompanyUpdateInput => ({
  ...updateBody(values, company, contactOf(values)),
  ...changedFields(values, company, ['taxOffice'] as const),
  ...(values.eInvoiceUser !== company.eInvoiceUser ? { eInvoiceUser: values.eInvoiceUser } : {}),
  ...(values.reminderEmailsOptOut !== company.reminderEmailsOptOut ? { reminderEmailsOptOut: values.reminderEmailsOptOut } : {}),
});
