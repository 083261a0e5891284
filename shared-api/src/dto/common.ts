import { Type, type Static, type TInteger } from 'typebox';

export const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,12}$' }) });
export type IdParamValues = Static<typeof IdParams>;

/** The one error shape: { message, errors?: { field: [messages] } }. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export const MessageBody = Type.Object({ message: Type.String() });

/** A whole number of at most `n` digits, as a query string or path carries it. */
export const digits = (n: number) => Type.String({ pattern: `^[0-9]{1,${n}}$` });

/** ?page=&pageSize= of every paged list (the numbers still strings; x-total-count answers the total). */
export const PAGING = { page: Type.Optional(digits(6)), pageSize: Type.Optional(digits(3)) };

/** What a repair shop and a customer company both are: a named organisation with its contact. */
export const ORGANISATION_FIELDS = {
  id: Type.Integer(),
  name: Type.String(),
  contactEmail: Nullable(Type.String()),
  contactPhone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  taxNumber: Nullable(Type.String()),
  authorizedPerson: Nullable(Type.String()),
  isActive: Type.Boolean(),
};

/** Whole counts by name, as the statistics cards of a screen show them. */
export const counts = <K extends string>(...names: K[]) => Object.fromEntries(names.map((name) => [name, Type.Integer()])) as { [P in K]: TInteger };

export const TIMESTAMPS = { createdAt: Type.String(), updatedAt: Type.String() };

/** Who a user is, wherever an account is listed (the signed-in user of /auth too). */
export const USER_FIELDS = {
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
};

/** The repair shop a row belongs to (null: none, or an Admin's). */
export const REPAIR_SHOP_REF = { repairShopId: Nullable(Type.Integer()), repairShopName: Nullable(Type.String()) };

/** A vehicle as a vehicle row shows it and a form keeps it (the form's snapshot). */
export const VEHICLE_FIELDS = {
  plateNumber: Type.String(),
  brand: Type.String(),
  model: Type.String(),
  vehicleType: Nullable(Type.String()),
  kilometer: Type.Integer(),
};

/** The vehicle's company as a vehicle row and a form's snapshot name it. */
export const VEHICLE_COMPANY_FIELDS = {
  companyName: Type.String(),
  companyEmail: Nullable(Type.String()),
  companyPhone: Nullable(Type.String()),
  companyAddress: Nullable(Type.String()),
};
