/** The labels of a customer company's invoice fields (issue 43), the same on the Admin company form and the plate-search form. */
export const COMPANY_INVOICE_TEXTS = {
  taxNumber: 'Vergi Numarası',
  taxOffice: 'Vergi dairesi',
  eInvoiceUser: 'e-Fatura mükellefi',
} as const;
