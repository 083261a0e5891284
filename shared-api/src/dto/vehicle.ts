import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { Nullable, PAGING, VEHICLE_COMPANY_FIELDS, VEHICLE_FIELDS } from './common';
import type { vehicleInputSchema } from '../schemas/vehicle';
import type { BodyOf } from '../schemas/body-of';

const max = LIMITS.vehicle;

export const VehicleDto = Type.Object({
  id: Type.Integer(),
  ...VEHICLE_FIELDS,
  ownerName: Type.String(),
  /** null when the vehicle's company is not linked to the caller's shop (details hidden). */
  driverPhone: Nullable(Type.String()),
  companyId: Type.Integer(),
  ...VEHICLE_COMPANY_FIELDS,
  repairFormCount: Type.Integer(),
  /** true when the caller's shop may not yet see contact details of this vehicle. */
  contactHidden: Type.Boolean(),
  createdAt: Type.String(),
});
export type Vehicle = Static<typeof VehicleDto>;

/** The plate as typed (spaces and dashes allowed); the search normalises it. */
export const PlateParams = Type.Object({ plate: Type.String({ maxLength: 50 }) });

/** GET /vehicles (vehicle filter of core-journeys §3, plus free text over plate/owner/brand/model). */
export const VehicleListQuery = Type.Object({
  brand: Type.Optional(Type.String({ maxLength: max.brand })),
  model: Type.Optional(Type.String({ maxLength: max.model })),
  vehicleType: Type.Optional(Type.String({ maxLength: max.vehicleType })),
  ownerName: Type.Optional(Type.String({ maxLength: max.ownerName })),
  companyId: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
  search: Type.Optional(Type.String({ maxLength: LIMITS.shortTextMax })),
  /** One page (default 1 of 50, at most 200); the total is in the x-total-count header. */
  ...PAGING,
});
/** GET /vehicles as the server reads it (ids still strings). */
export type VehicleListQueryValues = Static<typeof VehicleListQuery>;
/** The same filter as the screens build it. */
export type VehicleListParams = Omit<VehicleListQueryValues, 'companyId' | 'page' | 'pageSize'> & { companyId?: number; page?: number; pageSize?: number };

/** What a client sends; checked by the shared vehicleInputSchema. */
export type VehicleInput = BodyOf<typeof vehicleInputSchema>;
