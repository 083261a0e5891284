/**
 * Field lengths per resource: the one source the Drizzle tables (varchar length), the typebox
 * DTOs (maxLength) and the yup schemas (max) read. The spec gives plate 10, phone input 14,
 * company name 200 and address 500; the others are our bounds (docs/decisions.md).
 */
const vehicle = { plateNumber: 10, brand: 100, model: 100, vehicleType: 50, ownerName: 200, driverPhone: 20 } as const;
const company = { name: 200, address: 500, contactPhone: 20, contactEmail: 200, taxNumber: 20, authorizedPerson: 200 } as const;
const repairForm = { customerName: 200, customerPhone: 20, faultLine: 1000, faultLines: 50, partsUsed: 2000 } as const;
const user = { username: 100, password: 200, firstName: 100, lastName: 100, email: 200, phone: 20 } as const;

/** Business constants of the spec (core-journeys.md §9, administration.md §9). */
export const LIMITS = {
  toastMs: 3000,
  dashboardPollMs: 10_000,
  sessionExpiredRedirectMs: 1500,
  copiedTooltipMs: 2000,
  companyAutocompleteMin: 2,
  companyAutocompleteHideMs: 200,
  customerSearchMin: 3,
  customerSearchRows: 5,
  publicFormValidityDays: 30,
  defaultLinkValidityDays: 7,
  defaultFormRedirectSeconds: 120,
  autoPrintDelayMs: 1000,
  passwordMinLength: 6,
  generatedPasswordLength: 9,
  usernameMinLength: 3,
  companyNameMax: company.name,
  addressMax: company.address,
  logsPageSize: 50,
  /** Backups: the optional description (not in the spec; our bound) and the settings' retentionCount bounds (§5). */
  backupDescriptionMax: 500,
  backupRetentionMin: 1,
  backupRetentionMax: 30,
  /** Paged admin lists (page/pageSize query, total in x-total-count): default and largest page. */
  listPageSize: 50,
  listPageSizeMax: 200,
  /** Repair shop form: the tax number input takes at most 11 characters (10 or 11 digits valid). */
  shopTaxNumberInput: 11,
  chunkLoadTimeoutMs: 120_000,
  /** Not in the spec: generous bounds so no text field can grow without limit. */
  shortTextMax: 200,
  faultLineMax: repairForm.faultLine,
  faultLinesMax: repairForm.faultLines,
  vehicle,
  company,
  repairForm,
  user,
} as const;
