/**
 * Field lengths per resource: the one source the Drizzle tables (varchar length), the typebox
 * DTOs (maxLength) and the yup schemas (max) read. The spec gives plate 10, phone input 14,
 * company name 200 and address 500; the others are our bounds (docs/decisions.md).
 */
const vehicle = { plateNumber: 10, brand: 100, model: 100, vehicleType: 50, ownerName: 200, driverPhone: 20 } as const;
const company = { name: 200, address: 500, contactPhone: 20, contactEmail: 200, taxNumber: 20, authorizedPerson: 200 } as const;
const repairForm = { customerName: 200, customerPhone: 20, faultLine: 1000, faultLines: 50, partsUsed: 2000 } as const;
const user = { username: 100, password: 200, firstName: 100, lastName: 100, email: 200, phone: 20 } as const;
/** A test notification's fields: the notifications table's recipient (200) and subject (300) columns; the body is our bound. */
const notification = { recipient: 200, subject: 300, body: 5000 } as const;
/** A signature on the device (issue 14; our bounds): the name the signer types, the PNG's decoded size. */
const signature = { signerName: 100, imageBytes: 200 * 1024 } as const;
/**
 * The repair's lines, status notes and the company's answer (issue 28; our bounds). A quantity
 * up to 9.999,99 and a unit price up to 10.000.000,00 ₺ keep a line (10^15 kuruş·hundredths) and
 * 100 lines' sums exact in a JS number.
 */
const repairItems = {
  description: 200,
  lines: 100,
  quantityHundredthsMax: 999_999,
  unitPriceKurusMax: 1_000_000_000,
  statusNote: 500,
  approverName: 100,
  approvalNote: 500,
} as const;

/** KVKK (issue 30; our bounds): the request's fields, the KVKK tab's fields and retention days, the matches listed per kind. */
const kvkk = {
  applicantName: 200,
  personName: 200,
  /** Issue 41 §2: the applicant's identity, address for notices, contact for the answer, the subject. */
  nationality: 60,
  foreignId: [5, 30],
  noticeAddress: 500,
  contact: 200,
  subject: 2000,
  verificationNote: 500,
  refusalReason: 2000,
  controllerTitle: 200,
  providerCountry: 60,
  address: 500,
  email: 200,
  kepAddress: 200,
  noticeTextMin: 200,
  noticeText: 20_000,
  retentionDays: [30, 7300],
  /** A request's date received: not before this year, not after today. */
  receivedFromYear: 2016,
  /** Each kind of match lists at most this many rows (truncated says when more were found). */
  matchesPerKind: 500,
} as const;

/** Business constants of the spec (core-journeys §9, administration §9). */
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
  /** System logs (administration §5, §9): clean keeps at least 30 days, 90 by default; the rest are our bounds. */
  logsCleanMinDays: 30,
  logsCleanDefaultDays: 90,
  logsCleanMaxDays: 36_500,
  logSearchTextMax: 200,
  logIpAddressMax: 64,
  logDateMax: 40,
  /** A search by username or text counts its matches up to this many (an exact count over millions of trigram matches takes seconds). */
  logsCountCap: 10_000,
  /** Backups: the optional description (not in the spec; our bound) and the settings' retentionCount bounds (§5). */
  backupDescriptionMax: 500,
  backupRetentionMin: 1,
  backupRetentionMax: 30,
  /** Settings bounds (administration §5 'Settings bounds', §9); the e-mail and SMS text lengths are ours. */
  settings: {
    sessionTimeoutMinutes: [5, 1440],
    maxLoginAttempts: [3, 10],
    passwordMinLength: [6, 20],
    passwordExpiryDays: [0, 365],
    formRedirectTimeoutSeconds: [0, 600],
    retentionDays: [1, 365],
    maxFileSizeMB: [1, 1000],
    retentionCount: [1, 30],
    smtpPort: [1, 65535],
    smsSenderMax: 11,
    systemNameMax: 100,
    textMax: 200,
    secretMax: 500,
    /** general.publicBaseUrl (issue 14; our bound): an origin, so 200 is plenty. */
    publicBaseUrlMax: 200,
  },
  /** Paged admin lists (page/pageSize query, total in x-total-count): default and largest page. */
  listPageSize: 50,
  listPageSizeMax: 200,
  /** Repair shop form: the tax number input takes at most 11 characters (10 or 11 digits valid). */
  shopTaxNumberInput: 11,
  chunkLoadTimeoutMs: 120_000,
  /**
   * Not in the spec (issue 26): how long a remote's entry (its mf-manifest.json) has to answer
   * before the shell shows its 'Modül yüklenemedi' error; loading chunks keeps chunkLoadTimeoutMs.
   */
  remoteEntryTimeoutMs: 10_000,
  /** Not in the spec: generous bounds so no text field can grow without limit. */
  shortTextMax: 200,
  faultLineMax: repairForm.faultLine,
  faultLinesMax: repairForm.faultLines,
  vehicle,
  company,
  repairForm,
  user,
  notification,
  signature,
  repairItems,
  kvkk,
} as const;
