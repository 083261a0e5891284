import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { Nullable, ORGANISATION_FIELDS, PAGING, REPAIR_SHOP_REF, TIMESTAMPS, USER_FIELDS, counts, digits } from './common';
import { VehicleDto } from './vehicle';
import type { companyInputSchema, companyUpdateSchema } from '../schemas/company';
import type { BodyOf } from '../schemas/body-of';

const max = LIMITS.company;

export const CompanyDto = Type.Object({
  ...ORGANISATION_FIELDS,
  /** The buyer's vergi dairesi on an invoice (issue 43). */
  taxOffice: Nullable(Type.String()),
  /** 'e-Fatura mükellefi': its invoices are TEMELFATURA, else EARSIVFATURA (issue 43). */
  eInvoiceUser: Type.Boolean(),
  /** 'Bakım hatırlatma e-postası gönderme': the daily check mails this company no reminder (issue 44). */
  reminderEmailsOptOut: Type.Boolean(),
  /** Tamirci accounts of the shops the company is linked to (the staff who serve it). */
  userCount: Type.Integer(),
  vehicleCount: Type.Integer(),
  ...TIMESTAMPS,
});
export type Company = Static<typeof CompanyDto>;

/** GET /company/statistics: the four cards of §2.3 over every company the caller sees (of one shop when given). */
export const CompanyStatisticsQuery = Type.Object({ repairShopId: Type.Optional(digits(12)) });
export const CompanyStatisticsDto = Type.Object(counts('totalCompanies', 'activeCompanies', 'totalStaff', 'totalVehicles'));
export type CompanyStatistics = Static<typeof CompanyStatisticsDto>;

/** A vehicle of GET /company/{id}/vehicles (administration §3 'Company vehicle'). */
export const CompanyVehicleDto = Type.Pick(VehicleDto, [
  'id',
  'plateNumber',
  'brand',
  'model',
  'kilometer',
  'ownerName',
  'driverPhone',
  'repairFormCount',
  'createdAt',
]);
export type CompanyVehicle = Static<typeof CompanyVehicleDto>;

/** A user of GET /company/{id}/users: a Tamirci of a shop that serves the company. */
export const CompanyUserDto = Type.Object({
  ...USER_FIELDS,
  isActive: Type.Boolean(),
  ...REPAIR_SHOP_REF,
});
export type CompanyUser = Static<typeof CompanyUserDto>;

export const PageQuery = Type.Object(PAGING);

/**
 * GET /company: contains-filters (name and e-mail case- and accent-insensitive; phone and tax number
 * by digits) and, for an Admin, one shop's companies. With page/pageSize one page and the total in
 * x-total-count; with only a name the autocomplete (at most 20); with neither every company.
 */
export const CompanyQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: max.name })),
  phone: Type.Optional(Type.String({ maxLength: max.contactPhone })),
  email: Type.Optional(Type.String({ maxLength: max.contactEmail })),
  taxNumber: Type.Optional(Type.String({ maxLength: max.taxNumber })),
  repairShopId: Type.Optional(digits(12)),
  ...PAGING,
});
export type CompanyQueryValues = Static<typeof CompanyQuery>;
/** The same query as the screens build it. */
export type CompanyListParams = Omit<CompanyQueryValues, 'repairShopId' | 'page' | 'pageSize'> & { repairShopId?: number; page?: number; pageSize?: number };

export const CreatedId = Type.Object({ id: Type.Integer() });

/** What a client sends; checked by the shared companyInputSchema. */
export type CompanyInput = BodyOf<typeof companyInputSchema>;
/** What a client sends; checked by the shared companyUpdateSchema. */
export type CompanyUpdateInput = BodyOf<typeof companyUpdateSchema>;
