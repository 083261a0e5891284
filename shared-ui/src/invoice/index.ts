export { SellerDetailsDialog, type SellerDetailsDialogProps } from './seller-details-dialog';
export { SELLER_TEXTS } from './seller-texts';
export { COMPANY_INVOICE_TEXTS } from './company-invoice-texts';
