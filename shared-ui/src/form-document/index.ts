export { RepairFormDocument, FORM_DOCUMENT_TITLE, type RepairFormDocumentProps, type FormDocumentSection } from './repair-form-document';
export { SignatureBlocks, type SignatureBlocksProps } from './signature-blocks';
export { numberedLines, faultLinesOf } from './fault-lines';
export { EstimateLines, EstimateTotals, ESTIMATE_TITLE, type EstimateLinesProps, type EstimateTotalsProps } from './estimate-lines';
export { DocumentPhotos, DOCUMENT_PHOTOS_TITLE, type DocumentPhoto, type DocumentPhotosProps } from './document-photos';
export { KvkkNoticeLine, kvkkNoticeUrl } from './kvkk-notice-line';
