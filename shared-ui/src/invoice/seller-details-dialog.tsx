import { INVOICE_LIMITS, schemaErrors, sellerDetailsSchema, useSaveSellerDetails, useSellerDetails, type SellerDetails } from '@tamir/shared-api';
import { Alert } from '../components/alert';
import { StoredRecordDialog } from '../components/stored-record-dialog';
import { TextArea, TextField } from '../components/text-field';
import { useStoredForm, type ShopRecordDialogProps } from '../hooks/use-stored-form';
import { SELLER_TEXTS as T } from './seller-texts';

type Field = 'title' | 'vkn' | 'taxOffice' | 'address' | 'mersis' | 'invoicePrefix';
const FIELDS: Field[] = ['title', 'vkn', 'taxOffice', 'address', 'mersis', 'invoicePrefix'];

export type SellerDetailsDialogProps = ShopRecordDialogProps;

/**
 * 'Fatura Bilgileri' (issue 43): the shop's unvan, VKN, vergi dairesi, address, MERSİS and invoice
 * prefix, read and saved through GET/PUT /repairshop/{id}/seller, checked with the server's schema.
 */
export function SellerDetailsDialog({ shopId, shopName, open, onOpenChange }: SellerDetailsDialogProps) {
  const stored = useSellerDetails(open ? shopId : null);
  const save = useSaveSellerDetails();
  const { values, errors, failure, set, submit } = useStoredForm<Field, SellerDetails>({
    fields: FIELDS,
    open,
    stored: stored.data,
    check: (body) => schemaErrors(sellerDetailsSchema, body),
    save: (body) => save.mutateAsync({ shopId, body }),
    pending: save.isPending,
    onSaved: () => onOpenChange(false),
    saved: T.saved,
    failed: T.failed,
    normalise: (name, value) => (name === 'invoicePrefix' ? value.toLocaleUpperCase('tr-TR') : value),
  });

  const field = (name: Field, label: string, extra: { maxLength: number; required?: boolean; inputMode?: 'numeric'; hint?: string }) => (
    <TextField label={label} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <StoredRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.title}
      description={T.description(shopName)}
      formId="seller-form"
      loading={stored.isPending}
      loadError={stored.isError ? stored.error : null}
      saving={save.isPending}
      texts={T}
    >
      <form id="seller-form" className="tf-stack" onSubmit={submit} noValidate>
        {field('title', T.titleField, { maxLength: INVOICE_LIMITS.title, required: true })}
        {field('vkn', T.vkn, { maxLength: 10, required: true, inputMode: 'numeric' })}
        {field('taxOffice', T.taxOffice, { maxLength: INVOICE_LIMITS.taxOffice, required: true })}
        <TextArea
          label={T.address}
          value={values.address}
          onChange={set('address')}
          maxLength={INVOICE_LIMITS.address}
          required
          hint={T.addressHint}
          error={errors.address}
        />
        {field('mersis', T.mersis, { maxLength: INVOICE_LIMITS.mersis, inputMode: 'numeric' })}
        {field('invoicePrefix', T.prefix, { maxLength: 3, required: true, hint: T.prefixHint })}
        {failure && <Alert variant="error">{failure}</Alert>}
      </form>
    </StoredRecordDialog>
  );
}
