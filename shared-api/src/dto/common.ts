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
