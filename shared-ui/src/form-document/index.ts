export { RepairFormDocument, FORM_DOCUMENT_TITLE, type RepairFormDocumentProps, type FormDocumentSection } from './repair-form-document';
export { SignatureBlocks, type SignatureBlocksProps } from './signature-blocks';
export { numberedLines, faultLinesOf } from './fault-lines';
export { EstimateTable, type EstimateTableProps } from './estimate-table';
