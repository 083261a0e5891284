import { useEffect, useState, type FormEvent } from 'react';
import {
  INVOICE_LIMITS,
  INVOICE_PROFILE_LABELS,
  errorMessage,
  formatKurus,
  invoiceCreateSchema,
  isApiError,
  schemaErrors,
  useCreateInvoice,
  type Company,
  type InvoiceProfile,
  type InvoiceSummary,
  type RepairForm,
} from '@tamir/shared-api';
import { Alert, Button, DescriptionList, Modal, Select, TextArea, TextField, formatDateTime, toast } from '@tamir/shared-ui';
import { buyerBody, buyerFrom, type BuyerFormValues } from './buyer-values';
import { InvoiceFiles } from '../../../components/invoice-files/invoice-files';
import { INVOICE_TEXTS as T } from './invoice-texts';

export interface InvoiceDialogProps {
  form: RepairForm;
  /** The form's company, when the caller may read it (tax number and office). */
  company: Company | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Field = keyof BuyerFormValues;
const FIELDS: Field[] = ['kind', 'id', 'name', 'taxOffice', 'address', 'email'];

/** Per-field messages of the schema or the server ('buyer.id' → 'id'), and the rest (a rule's text) apart. */
function splitErrors(errors: Record<string, readonly string[]>): { fields: Partial<Record<Field, string>>; other: string[] } {
  const fields: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const name = path.replace(/^buyer\./, '') as Field;
    if (FIELDS.includes(name)) fields[name] ??= messages[0];
    else other.push(...messages);
  }
  return { fields, other };
}

/**
 * 'Fatura Oluştur' (issue 43): the buyer from the company, editable, checked with the schema the
 * server applies; the server's refusals (missing seller details, GİB's rule texts) shown as they come.
 * Once issued the dialog shows the number and ETTN with the invoice's files.
 */
export function InvoiceDialog({ form, company, open, onOpenChange }: InvoiceDialogProps) {
  const create = useCreateInvoice();
  const [values, setValues] = useState<BuyerFormValues>(() => buyerFrom(form, company));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<{ message: string; rules: string[] } | null>(null);
  const [issued, setIssued] = useState<InvoiceSummary | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues(buyerFrom(form, company));
    setFieldErrors({});
    setRefusal(null);
    setIssued(null);
  }, [open, form, company]);

  const set = (name: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const busy = create.isPending;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const body = buyerBody(values);
    const found = splitErrors(schemaErrors(invoiceCreateSchema, body));
    setFieldErrors(found.fields);
    setRefusal(null);
    if (Object.keys(found.fields).length > 0) return;
    try {
      const invoice = await create.mutateAsync({ formId: form.id, body });
      setIssued(invoice);
      toast.success(T.issued(invoice.number));
    } catch (error) {
      const server = splitErrors(isApiError(error) ? error.errors : {});
      setFieldErrors(server.fields);
      setRefusal({ message: errorMessage(error, T.createFailed), rules: server.other });
    }
  };

  if (issued)
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={T.issued(issued.number)}
        actions={
          <>
            <InvoiceFiles invoice={issued} />
            <Button onClick={() => onOpenChange(false)}>{T.close}</Button>
          </>
        }
      >
        <DescriptionList
          items={[
            { label: T.number, value: issued.number },
            { label: T.ettn, value: <span className="ops-invoice__ettn">{issued.uuid}</span> },
            { label: T.profile, value: INVOICE_PROFILE_LABELS[issued.profile as InvoiceProfile] ?? issued.profile },
            { label: T.issuedAt, value: formatDateTime(issued.issuedAt) },
            { label: T.total, value: formatKurus(issued.totalKurus) },
          ]}
        />
      </Modal>
    );

  const isPerson = values.kind === 'TCKN';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={T.dialogTitle}
      description={T.dialogDescription(form.formNumber)}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" form="invoice-form" busy={busy} busyLabel={T.submitting}>
            {T.submit}
          </Button>
        </>
      }
    >
      <form id="invoice-form" className="tf-stack" onSubmit={submit} noValidate>
        <Select
          label={T.kind}
          value={values.kind}
          onChange={set('kind')}
          options={[
            { value: 'VKN', label: T.kindVkn },
            { value: 'TCKN', label: T.kindTckn },
          ]}
          error={fieldErrors.kind}
        />
        <TextField
          label={isPerson ? T.idTckn : T.idVkn}
          value={values.id}
          onChange={set('id')}
          inputMode="numeric"
          maxLength={isPerson ? 11 : 10}
          required
          error={fieldErrors.id}
        />
        <TextField label={T.name} value={values.name} onChange={set('name')} maxLength={INVOICE_LIMITS.title} required error={fieldErrors.name} />
        <TextField
          label={T.taxOffice}
          value={values.taxOffice}
          onChange={set('taxOffice')}
          maxLength={INVOICE_LIMITS.taxOffice}
          required={!isPerson}
          error={fieldErrors.taxOffice}
        />
        <TextArea label={T.address} value={values.address} onChange={set('address')} maxLength={INVOICE_LIMITS.address} required error={fieldErrors.address} />
        <TextField
          label={T.email}
          type="email"
          value={values.email}
          onChange={set('email')}
          maxLength={INVOICE_LIMITS.email}
          autoComplete="email"
          error={fieldErrors.email}
        />
        {refusal && (
          <Alert variant="error">
            <p>{refusal.message}</p>
            {refusal.rules.length > 0 && (
              <ul className="ops-invoice__rules">
                {refusal.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
