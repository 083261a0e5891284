import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '@tamir/shared-api';
import { toast } from '../toast/toast-store';

export interface StoredFormOptions<F extends string, S> {
  /** The text fields the dialog edits, in the order they are shown. */
  fields: readonly F[];
  /** While true the values follow `stored` (reset each time the dialog opens or the data arrives). */
  open: boolean;
  /** What the server holds (a query's data; undefined while it loads). */
  stored: S | undefined;
  /** The field values of `stored`; by default each field's own text, '' where it holds none. */
  valuesOf?: (stored: S | undefined) => Record<F, string>;
  /** The shared rules' errors for a body (schemaErrors with the endpoint's schema). */
  check: (body: Record<F, string>) => Record<string, readonly string[]>;
  /** Sends the trimmed body; its rejection is shown in the dialog. */
  save: (body: Record<F, string>) => Promise<unknown>;
  /** The save is under way (the mutation's isPending): a second submit does nothing. */
  pending: boolean;
  /** Called after a save went through, with the success toast already shown. */
  onSaved: () => void;
  saved: string;
  /** The failure text when the server gives none of its own. */
  failed: string;
  /** How a typed value is kept (e.g. upper case); default as typed. */
  normalise?: (name: F, value: string) => string;
}

/**
 * A dialog's form over one stored record (a repair shop's KVKK or seller details): values reset from
 * the record on opening, the shared rules checked before sending, the server's field errors and
 * message shown after, one save at a time.
 */
/** Each field's text in `stored` ('' for a missing one, null or not text). */
const textsOf = <F extends string>(fields: readonly F[], stored: unknown): Record<F, string> =>
  Object.fromEntries(
    fields.map((name) => {
      const value = (stored as Partial<Record<F, unknown>> | undefined)?.[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<F, string>;

/** The props of a dialog over one repair shop's stored record. */
export interface ShopRecordDialogProps {
  shopId: number;
  shopName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function useStoredForm<F extends string, S>({
  fields,
  open,
  stored,
  valuesOf = (data) => textsOf(fields, data),
  check,
  save,
  pending,
  onSaved,
  saved,
  failed,
  normalise,
}: StoredFormOptions<F, S>) {
  const [values, setValues] = useState<Record<F, string>>(() => valuesOf(undefined));
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(stored));
    setErrors({});
    setFailure(null);
    // valuesOf is a pure mapping of `stored`; a new function each render must not reset what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, stored]);

  const firstOf = (found: Record<string, readonly string[]>) =>
    Object.fromEntries(
      Object.entries(found)
        .filter(([name]) => (fields as readonly string[]).includes(name))
        .map(([name, list]) => [name, list[0]]),
    ) as Partial<Record<F, string>>;

  const set = (name: F) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: normalise ? normalise(name, event.target.value) : event.target.value }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const body = Object.fromEntries(fields.map((name) => [name, values[name].trim()])) as Record<F, string>;
    const found = firstOf(check(body));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save(body);
      toast.success(saved);
      onSaved();
    } catch (error) {
      setErrors(isApiError(error) ? firstOf(error.errors) : {});
      setFailure(errorMessage(error, failed));
    }
  };

  return { values, errors, failure, set, submit };
}
