import { Type, type Static } from 'typebox';
import { Nullable, PAGING, digits } from './common';
import { VatByRateDto } from './repair-work';

/** GET/PUT /repairshop/{id}/seller (issue 43); '' where nothing is saved yet. */
export const SellerDetailsDto = Type.Object({
  title: Type.String(),
  vkn: Type.String(),
  taxOffice: Type.String(),
  address: Type.String(),
  mersis: Nullable(Type.String()),
  invoicePrefix: Type.String(),
});
export type SellerDetails = Static<typeof SellerDetailsDto>;

export const InvoiceBuyerBody = Type.Object({
  kind: Type.String({ enum: ['VKN', 'TCKN'] }),
  id: Type.String({ maxLength: 11 }),
  name: Type.String({ maxLength: 200 }),
  taxOffice: Type.Optional(Type.String({ maxLength: 100 })),
  address: Type.String({ maxLength: 500 }),
  email: Type.Optional(Type.String({ maxLength: 200 })),
});
export const InvoiceCreateBody = Type.Object({ buyer: InvoiceBuyerBody });
/** What a client sends to POST /repairform/{id}/invoice (checked by the shared invoiceCreateSchema). */
export type InvoiceCreateInput = Omit<Static<typeof InvoiceCreateBody>, 'buyer'> & { buyer: Static<typeof InvoiceBuyerBody> & { kind: 'VKN' | 'TCKN' } };

/** POST /repairform/{id}/invoice and /invoices/{id}/return answer this. */
export const InvoiceSummaryDto = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  uuid: Type.String(),
  profile: Type.String(),
  typeCode: Type.String(),
  issuedAt: Type.String(),
  subtotalKurus: Type.Integer(),
  vatByRate: Type.Array(VatByRateDto),
  vatKurus: Type.Integer(),
  totalKurus: Type.Integer(),
});
export type InvoiceSummary = Static<typeof InvoiceSummaryDto>;

export const InvoiceListItemDto = Type.Object({
  ...InvoiceSummaryDto.properties,
  formNumber: Type.String(),
  buyerName: Type.String(),
  repairFormId: Nullable(Type.Integer()),
  returnOfId: Nullable(Type.Integer()),
});
export type InvoiceListItem = Static<typeof InvoiceListItemDto>;

const LineDto = Type.Object({
  description: Type.String(),
  quantityHundredths: Type.Integer(),
  unit: Type.String(),
  unitPriceKurus: Type.Integer(),
  vatRate: Type.Integer(),
  lineTotalKurus: Type.Integer(),
  vatKurus: Type.Integer(),
});

export const InvoiceDetailDto = Type.Object({
  ...InvoiceSummaryDto.properties,
  repairFormId: Nullable(Type.Integer()),
  formNumber: Type.String(),
  repairShopId: Nullable(Type.Integer()),
  returnOfId: Nullable(Type.Integer()),
  returnedById: Nullable(Type.Integer()),
  buyer: Type.Object({
    kind: Type.String(),
    id: Type.String(),
    name: Type.String(),
    taxOffice: Nullable(Type.String()),
    address: Type.String(),
    email: Nullable(Type.String()),
  }),
  seller: Type.Object({ title: Type.String(), vkn: Type.String(), taxOffice: Type.String(), address: Type.String(), mersis: Nullable(Type.String()) }),
  lines: Type.Array(LineDto),
});
export type InvoiceDetail = Static<typeof InvoiceDetailDto>;

/** GET /invoices: one page, newest first; narrowed to one form's or (an Admin's choice) one shop's invoices when given. */
export const InvoiceListQuery = Type.Object({ ...PAGING, repairFormId: Type.Optional(digits(12)), repairShopId: Type.Optional(digits(12)) });
/** The same query as the screens build it. */
export interface InvoiceListParams {
  page?: number;
  pageSize?: number;
  repairFormId?: number;
  repairShopId?: number;
}
export const InvoiceExportQuery = Type.Object({
  from: Type.String({ maxLength: 10 }),
  to: Type.String({ maxLength: 10 }),
});
