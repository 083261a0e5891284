import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { Nullable, PAGING, counts } from './common';

/** Drivers are not stored: they are vehicles grouped by owner name plus phone. */
export const DriverDto = Type.Object({
  name: Type.String(),
  phone: Nullable(Type.String()),
  companyId: Type.Integer(),
  companyName: Type.String(),
  /** companyId/companyName above are the newest vehicle's; each vehicle names its own company. */
  vehicles: Type.Array(Type.Object({ id: Type.Integer(), plateNumber: Type.String(), companyId: Type.Integer(), companyName: Type.String() })),
  totalForms: Type.Integer(),
});
export type Driver = Static<typeof DriverDto>;

export const DriverQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: LIMITS.shortTextMax })),
  companyId: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
  /** One page (default 1 of 50, at most 200); the total is in the x-total-count header. */
  ...PAGING,
});
export type DriverQueryValues = Static<typeof DriverQuery>;

/** The drivers screen's stat cards, over every driver (GET /drivers/statistics). */
export const DriverStatisticsDto = Type.Object({
  ...counts('totalDrivers', 'totalVehicles'),
  /** Vehicles per driver, unrounded (the screen shows one decimal). */
  averageVehiclesPerDriver: Type.Number(),
  ...counts('companyCount'),
});
export type DriverStatistics = Static<typeof DriverStatisticsDto>;
