import type { FormSignature, PublicForm } from '@tamir/shared-api/dto';
import type { PdfPhoto } from './photo-pages';

/** What the PDF prints of a form: the public page's fields (no personal phone numbers), so every reader of it gets the same document. */
export type PdfFormFields = Pick<
  PublicForm,
  | 'formNumber'
  | 'companyName'
  | 'companyPhone'
  | 'companyAddress'
  | 'vehiclePlate'
  | 'vehicleBrand'
  | 'vehicleModel'
  | 'kilometer'
  | 'customerName'
  | 'descriptionLines'
  | 'description'
  | 'partsUsed'
  | 'createdAt'
> &
  /** The estimate's lines and totals (issue 28); printed when it has lines. */
  Partial<Pick<PublicForm, 'estimate'>>;

export interface FormPdfInput {
  form: PdfFormFields;
  /** At most one per role; a block without one prints empty, to be signed on paper. */
  signatures: readonly FormSignature[];
  /** The short KVKK notice with the address of /kvkk (issue 30), printed under the signatures. */
  kvkkNotice?: string;
  /** The form's public page, for the QR code and the footer link; null when the form has no link to give. */
  publicUrl: string | null;
  /** The form's photos (issue 29), on a page of their own after the form; none: no photo page. */
  photos?: readonly PdfPhoto[];
}
