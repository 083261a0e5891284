import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { Nullable } from './common';

const max = LIMITS.company;

export const CompanyDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactEmail: Nullable(Type.String()),
  contactPhone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  taxNumber: Nullable(Type.String()),
  authorizedPerson: Nullable(Type.String()),
  isActive: Type.Boolean(),
  createdAt: Type.String(),
});
export type Company = Static<typeof CompanyDto>;

/** POST /company as sent; the route checks it with the shared companyInputSchema (yup). */
export const CompanyBody = Type.Object({
  name: Type.String({ maxLength: max.name }),
  contactEmail: Type.Optional(Nullable(Type.String({ maxLength: max.contactEmail }))),
  contactPhone: Type.Optional(Nullable(Type.String({ maxLength: max.contactPhone }))),
  address: Type.Optional(Nullable(Type.String({ maxLength: max.address }))),
  taxNumber: Type.Optional(Nullable(Type.String({ maxLength: max.taxNumber }))),
  authorizedPerson: Type.Optional(Nullable(Type.String({ maxLength: max.authorizedPerson }))),
});
export type CompanyInput = Static<typeof CompanyBody>;

export const CompanyQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: max.name })),
});

export const CreatedId = Type.Object({ id: Type.Integer() });
