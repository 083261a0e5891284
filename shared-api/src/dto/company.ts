import { Type, type Static } from 'typebox';
import { Nullable } from './common';

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

export const CompanyBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  contactEmail: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  contactPhone: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  address: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  taxNumber: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  authorizedPerson: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});
export type CompanyInput = Static<typeof CompanyBody>;

export const CompanyQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
});

export const CreatedId = Type.Object({ id: Type.Integer() });
