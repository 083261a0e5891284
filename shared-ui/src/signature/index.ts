export { SignaturePad, SIGNATURE_PAD_TEXTS, type SignaturePadProps, type SignatureValue } from './signature-pad';
export { SignatureDialog, type SignatureDialogProps } from './signature-dialog';
export { signatureToPng, strokeBounds, SIGNATURE_IMAGE_DEFAULTS, type SignatureImageOptions } from './signature-image';
