import { useEffect, useState, type FormEvent } from 'react';
import {
  INVOICE_LIMITS,
  errorMessage,
  isApiError,
  schemaErrors,
  sellerDetailsSchema,
  useSaveSellerDetails,
  useSellerDetails,
  type SellerDetails,
} from '@tamir/shared-api';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Modal } from '../components/modal';
import { LoadingText } from '../components/spinner';
import { TextArea, TextField } from '../components/text-field';
import { toast } from '../toast/toast-store';
import { SELLER_TEXTS as T } from './seller-texts';

type Field = 'title' | 'vkn' | 'taxOffice' | 'address' | 'mersis' | 'invoicePrefix';
type Values = Record<Field, string>;
const FIELDS: Field[] = ['title', 'vkn', 'taxOffice', 'address', 'mersis', 'invoicePrefix'];

const valuesOf = (stored: SellerDetails | undefined): Values => ({
  title: stored?.title ?? '',
  vkn: stored?.vkn ?? '',
  taxOffice: stored?.taxOffice ?? '',
  address: stored?.address ?? '',
  mersis: stored?.mersis ?? '',
  invoicePrefix: stored?.invoicePrefix ?? '',
});

const firstOf = (errors: Record<string, readonly string[]>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => (FIELDS as string[]).includes(name))
      .map(([name, list]) => [name, list[0]]),
  ) as Partial<Record<Field, string>>;

export interface SellerDetailsDialogProps {
  shopId: number;
  shopName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Fatura Bilgileri' (issue 43): the shop's unvan, VKN, vergi dairesi, address, MERSİS and invoice
 * prefix, read and saved through GET/PUT /repairshop/{id}/seller, checked with the server's schema.
 */
export function SellerDetailsDialog({ shopId, shopName, open, onOpenChange }: SellerDetailsDialogProps) {
  const stored = useSellerDetails(open ? shopId : null);
  const save = useSaveSellerDetails();
  const [values, setValues] = useState<Values>(() => valuesOf(undefined));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(stored.data));
    setErrors({});
    setFailure(null);
  }, [open, stored.data]);

  const set = (name: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: name === 'invoicePrefix' ? event.target.value.toLocaleUpperCase('tr-TR') : event.target.value }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending) return;
    const body = Object.fromEntries(FIELDS.map((name) => [name, values[name].trim()])) as Values;
    const found = firstOf(schemaErrors(sellerDetailsSchema, body));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ shopId, body: { ...body, mersis: body.mersis || '' } });
      toast.success(T.saved);
      onOpenChange(false);
    } catch (error) {
      setErrors(isApiError(error) ? firstOf(error.errors) : {});
      setFailure(errorMessage(error, T.failed));
    }
  };

  const field = (name: Field, label: string, extra: { maxLength: number; required?: boolean; inputMode?: 'numeric'; hint?: string }) => (
    <TextField label={label} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={T.title}
      description={T.description(shopName)}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" form="seller-form" busy={save.isPending} busyLabel={T.saving} disabled={stored.isPending}>
            {T.save}
          </Button>
        </>
      }
    >
      {stored.isPending ? (
        <LoadingText />
      ) : stored.isError ? (
        <Alert variant="error">{errorMessage(stored.error, T.loadFailed)}</Alert>
      ) : (
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
      )}
    </Modal>
  );
}
