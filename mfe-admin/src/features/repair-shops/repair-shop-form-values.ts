import {
  fieldErrors,
  repairShopCreateSchema,
  repairShopUpdateSchema,
  schemaErrors,
  type RepairShop,
  type RepairShopCreateInput,
  type RepairShopUpdateInput,
} from '@tamir/shared-api';

/** The add/edit form's values: every field as typed. Login fields are used on creation only. */
export interface RepairShopFormValues {
  name: string;
  address: string;
  contactPhone: string;
  contactEmail: string;
  taxNumber: string;
  authorizedPerson: string;
  username: string;
  password: string;
}
export type RepairShopFormField = keyof RepairShopFormValues;
export type RepairShopFormErrors = Partial<Record<RepairShopFormField, string>>;

const FIELD_OF: Record<string, RepairShopFormField> = {
  name: 'name',
  address: 'address',
  contactPhone: 'contactPhone',
  contactEmail: 'contactEmail',
  taxNumber: 'taxNumber',
  authorizedPerson: 'authorizedPerson',
  username: 'username',
  password: 'password',
};

export function initialShopFormValues(shop: RepairShop | null): RepairShopFormValues {
  return {
    name: shop?.name ?? '',
    address: shop?.address ?? '',
    contactPhone: shop?.contactPhone ?? '',
    contactEmail: shop?.contactEmail ?? '',
    taxNumber: shop?.taxNumber ?? '',
    authorizedPerson: shop?.authorizedPerson ?? '',
    username: '',
    password: '',
  };
}

export function toCreateInput(values: RepairShopFormValues): RepairShopCreateInput {
  return {
    name: values.name,
    address: values.address,
    contactPhone: values.contactPhone,
    contactEmail: values.contactEmail,
    taxNumber: values.taxNumber,
    authorizedPerson: values.authorizedPerson,
    username: values.username,
    password: values.password,
  };
}

const PARTIAL_FIELDS = ['name', 'address', 'taxNumber', 'authorizedPerson'] as const;

/** PUT /repairshop/{id} (§7): name, address, tax number and authorised person only when changed; phone and e-mail always. */
export function toUpdateInput(values: RepairShopFormValues, shop: RepairShop): RepairShopUpdateInput {
  const body: RepairShopUpdateInput = { contactPhone: values.contactPhone, contactEmail: values.contactEmail };
  for (const field of PARTIAL_FIELDS) {
    if (values[field].trim() !== (shop[field] ?? '').trim()) body[field] = values[field];
  }
  return body;
}

/** Field errors from a map keyed by body fields (the server's or the schema's): first message per field, keys lower-cased. */
export const toShopFormErrors = (errors: Record<string, readonly string[] | string | undefined>): RepairShopFormErrors => fieldErrors(errors, FIELD_OF);

/** The shared schema the server applies too: the create schema with the login fields, or the update schema on every field. */
export function validateShopForm(values: RepairShopFormValues, shop: RepairShop | null): RepairShopFormErrors {
  if (!shop) return toShopFormErrors(schemaErrors(repairShopCreateSchema, toCreateInput(values)));
  const { username: _username, password: _password, ...shopFields } = values;
  return toShopFormErrors(schemaErrors(repairShopUpdateSchema, shopFields));
}
