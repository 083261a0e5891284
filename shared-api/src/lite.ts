/**
 * A light slice of shared-api for pages without the shell (the public form page): the API
 * client and the formatters, without the session store (zustand) or the validation schemas
 * (yup). Imported as '@tamir/shared-api/lite' it is bundled and tree-shaken in the importing app
 * rather than loaded whole as the Module Federation shared module.
 */
export { createApiClient, ApiError, isApiError, errorMessage, type ApiClientOptions, type ApiClient, type ApiAdapter } from './client';
export { getPublicForm } from './endpoints/public-form';
export { answerRepairEstimate } from './endpoints/repair-work';
export { formatKurus, formatQuantity, formatVatRate } from './domain/money';
export { APPROVAL_LABELS, type ApprovalDecision } from './domain/repair-status';
export { formatPlate, normalizePlate } from './domain/plate';
export { formatPhone } from './domain/phone';
export { formatKilometer, formatThousands } from './domain/kilometer';
export { hasRealEmail, hasRealPhone } from './domain/contact';
export { numberedLines, faultLinesOf } from './domain/fault-lines';
export { publicFormPdfPath } from './domain/form-pdf-path';
export { publicPhotosBase, PHOTO_LIMITS } from './domain/photos';
export { LIMITS } from './domain/limits';
export { publicFormUrl } from './domain/public-base-url';
export { MSG } from './domain/messages';
export type { PublicForm, PublicPhoto, FormSignature, ApiErrorBody, RepairItems, RepairItem, Approval, ApprovalAnswer, RepairApprovalInput } from './types';
export { getKvkkNotice } from './endpoints/kvkk';
export {
  kvkkNoticePath,
  kvkkNoticeVersionLabel,
  kvkkPartiesLine,
  kvkkPartiesOf,
  kvkkShortNotice,
  KVKK_PUBLIC_PATH,
  KVKK_SIGNATURE_ERASED,
  type KvkkNoticeParties,
  type KvkkNoticeOf,
} from './domain/kvkk';
