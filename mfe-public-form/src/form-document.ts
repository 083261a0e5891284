// shared-ui's document and formatters without the rest of the kit (a shared module is not tree-shaken).
export { FORM_DOCUMENT_TITLE, RepairFormDocument, faultLinesOf, kvkkNoticeUrl } from '@tamir/shared-ui/form-document';
export { formatDateInWords, formatTurkeyDateTime } from '@tamir/shared-ui/format';
