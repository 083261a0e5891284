export { SignaturePad, SIGNATURE_PAD_TEXTS, type SignaturePadProps, type SignatureValue } from './signature-pad';
export { SignatureDialog, type SignatureDialogProps } from './signature-dialog';
export { signatureToPng, strokeBounds, SIGNATURE_IMAGE_DEFAULTS, type SignatureImageOptions } from './signature-image';
export { SigningNotice, SIGNING_NOTICE_TEXTS, type SigningNoticeProps } from './signing-notice';
