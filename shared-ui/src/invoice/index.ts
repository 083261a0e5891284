export { SellerDetailsDialog, type SellerDetailsDialogProps } from './seller-details-dialog';
export { SELLER_TEXTS } from './seller-texts';
