import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps } from 'formik';
import { useState, type ReactNode } from 'react';
import { MSG, PHONE_INPUT_MAX_LENGTH, fieldErrors, isApiError, maskPhoneInput } from '@tamir/shared-api';
import { Alert, Modal, TextArea, TextField, toast } from '@tamir/shared-ui';
import { FormActions } from '../components/form-actions';

type Values = Record<string, unknown>;
type TextName<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/** Makes a labelled text field (or a text area) bound to a form field, with its message. */
export interface FieldMaker<V> {
  field: (name: TextName<V>, label: string, extra?: Record<string, unknown>) => ReactNode;
  area: (name: TextName<V>, label: string, extra?: Record<string, unknown>) => ReactNode;
  /** A phone field, shown as 0XXX XXX XX XX while it is typed. */
  phone: (name: TextName<V>, label: string, extra?: Record<string, unknown>) => ReactNode;
  /** A field's message, when it is to be shown (for the form's other controls). */
  error: (name: keyof V & string) => string | undefined;
}

export interface FormDialogProps<V extends Values> {
  title: string;
  size: 'sm' | 'md' | 'lg';
  onClose: () => void;
  initialValues: V;
  /** The shared schema's messages for the values (keyed by body field, as the server sends them)… */
  check?: (values: V) => Record<string, readonly string[] | string | undefined>;
  /** …or the schema itself. */
  validationSchema?: object;
  /** false: checked only when sent (default: when a field is left too). */
  validateOnBlur?: boolean;
  /** The fields a server error may name (matched case-insensitively). */
  fields: readonly (keyof V & string)[];
  /** Sends the form; answers the success toast's text, or null when it sent nothing (the form stays open). */
  save: (values: V, form: FormikHelpers<V>) => Promise<string | null>;
  /**
   * Where a failed save's message goes: a toast (the server's message, else 'İşlem başarısız oldu'),
   * or an alert above the buttons (the server's message, else that text when no field was named).
   */
  failureIn?: 'toast' | 'alert';
  /** The error toast's text when the server sends no message ('İşlem başarısız oldu' when not given). */
  failed?: string;
  /** false: the error toast says `failed` even when the server sends a message. */
  serverMessage?: boolean;
  /** A field's message shows before the field was left (after any check), not only once left or sent. */
  showAllErrors?: boolean;
  submitLabel?: string;
  busyLabel?: string;
  children: (form: FormikProps<V>, make: FieldMaker<V>) => ReactNode;
}

/**
 * The create/edit dialog of an admin list: a formik form in a modal, server errors mapped under
 * the fields (first message per field), the failure said as the screen says it, then İptal/Kaydet.
 */
export function FormDialog<V extends Values>(props: FormDialogProps<V>) {
  const { title, size, onClose, initialValues, check, validationSchema, fields, save, failureIn = 'toast', showAllErrors, children } = props;
  const { failed = MSG.operationFailed, serverMessage = true, submitLabel, busyLabel, validateOnBlur } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const fieldOf = Object.fromEntries(fields.map((name) => [name, name]));

  const submit = async (values: V, form: FormikHelpers<V>) => {
    setFailure(null);
    try {
      const done = await save(values, form);
      if (done === null) return;
      toast.success(done);
      onClose();
    } catch (error) {
      const errors = isApiError(error) ? fieldErrors(error.errors ?? {}, fieldOf) : {};
      const named = Object.keys(errors).length > 0;
      if (named) form.setErrors(errors as FormikErrors<V>);
      const message = (serverMessage && isApiError(error) && error.serverMessage) || null;
      if (failureIn === 'toast') toast.error(message ?? failed);
      else setFailure(message ?? (named ? null : failed));
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} size={size}>
      <Formik<V>
        initialValues={initialValues}
        validate={check && ((values) => fieldErrors(check(values), fieldOf) as FormikErrors<V>)}
        validationSchema={validationSchema}
        validateOnChange={false}
        validateOnBlur={validateOnBlur}
        onSubmit={submit}
      >
        {(form) => {
          const { values, errors, touched, submitCount, handleChange, handleBlur, isSubmitting } = form;
          const shown = (name: keyof V & string) => ((showAllErrors || touched[name] || submitCount > 0) && (errors[name] as string | undefined)) || undefined;
          const bound = (name: TextName<V>, label: string) => ({
            name,
            label,
            value: values[name] as string,
            onChange: handleChange,
            onBlur: handleBlur,
            error: shown(name),
          });
          const make: FieldMaker<V> = {
            field: (name, label, extra = {}) => <TextField {...bound(name, label)} {...extra} />,
            area: (name, label, extra = {}) => <TextArea {...bound(name, label)} rows={2} {...extra} />,
            phone: (name, label, extra = {}) => (
              <TextField
                {...bound(name, label)}
                type="tel"
                inputMode="tel"
                maxLength={PHONE_INPUT_MAX_LENGTH}
                placeholder="0XXX XXX XX XX"
                onChange={(e) => void form.setFieldValue(name, maskPhoneInput(e.target.value))}
                {...extra}
              />
            ),
            error: shown,
          };
          return (
            <Form className="tf-stack" noValidate>
              {children(form, make)}
              {failure && <Alert variant="error">{failure}</Alert>}
              <FormActions onCancel={onClose} busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} />
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
