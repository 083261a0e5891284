import { Type, type Static } from 'typebox';

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

export const TIMESTAMPS = { createdAt: Type.String(), updatedAt: Type.String() };
