import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { ORGANISATION_FIELDS, PAGING, TIMESTAMPS, counts, digits } from './common';
import type { repairShopCreateSchema, repairShopUpdateSchema } from '../schemas/repair-shop';
import type { BodyOf } from '../schemas/body-of';

const max = LIMITS.company;

/** A repair shop (administration §3) with its counts: Tamirci accounts, linked companies, their vehicles, the shop's forms. */
export const RepairShopDto = Type.Object({
  ...ORGANISATION_FIELDS,
  userCount: Type.Integer(),
  companyCount: Type.Integer(),
  vehicleCount: Type.Integer(),
  repairFormCount: Type.Integer(),
  ...TIMESTAMPS,
});
export type RepairShop = Static<typeof RepairShopDto>;

/** What a shop selector needs (the form list's filter, the company screen's shop choice); a RepairShop is one. */
export const RepairShopOptionDto = Type.Object({ id: Type.Integer(), name: Type.String(), isActive: Type.Boolean() });
export type RepairShopOption = Static<typeof RepairShopOptionDto>;

/**
 * GET /repairshop: contains-filters (case- and Turkish-accent-insensitive; phone and tax number by
 * their digits), one page (default 50, at most 200), the total in the x-total-count header.
 */
export const RepairShopListQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: max.name })),
  phone: Type.Optional(Type.String({ maxLength: max.contactPhone })),
  email: Type.Optional(Type.String({ maxLength: max.contactEmail })),
  taxNumber: Type.Optional(Type.String({ maxLength: max.taxNumber })),
  isActive: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  ...PAGING,
});
export type RepairShopListQueryValues = Static<typeof RepairShopListQuery>;
/** The same filter as the screens build it. */
export type RepairShopListParams = Omit<RepairShopListQueryValues, 'isActive' | 'page' | 'pageSize'> & { isActive?: boolean; page?: number; pageSize?: number };

/** One page of GET /repairshop as the client reads it: the rows and the x-total-count header. */
export interface RepairShopPage {
  data: RepairShop[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** GET /repairshop/statistics: the four stat cards of §2.4, over every shop, company and form. */
export const RepairShopStatisticsDto = Type.Object(counts('totalShops', 'activeShops', 'totalCompanies', 'totalRepairForms'));
export type RepairShopStatistics = Static<typeof RepairShopStatisticsDto>;

export const RepairShopCompanyParams = Type.Object({ id: digits(12), companyId: digits(12) });
export type RepairShopCompanyParamValues = Static<typeof RepairShopCompanyParams>;

/** GET /repairshop/{id}/companies: a linked company; `viaForm` when only a form of the shop made the link. */
export const RepairShopCompanyDto = Type.Object({
  ...Type.Omit(Type.Object(ORGANISATION_FIELDS), ['address']).properties,
  vehicleCount: Type.Integer(),
  viaForm: Type.Boolean(),
  linkedAt: Type.String(),
});
export type RepairShopCompany = Static<typeof RepairShopCompanyDto>;

/** What a client sends; checked by the shared repairShopCreateSchema. */
export type RepairShopCreateInput = BodyOf<typeof repairShopCreateSchema>;
/** What a client sends; checked by the shared repairShopUpdateSchema. */
export type RepairShopUpdateInput = BodyOf<typeof repairShopUpdateSchema>;
