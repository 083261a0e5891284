import { Formik, Form, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { LIMITS, MSG, PHONE_INPUT_MAX_LENGTH, generatePassword, isApiError, maskPhoneInput, useSaveRepairShop, type RepairShop } from '@tamir/shared-api';
import { Alert, Button, Modal, TextArea, TextField, toast } from '@tamir/shared-ui';
import { SHOP_TEXTS as T } from './repair-shop-texts';
import {
  initialShopFormValues,
  toCreateInput,
  toShopFormErrors,
  toUpdateInput,
  validateShopForm,
  type RepairShopFormErrors,
  type RepairShopFormField,
  type RepairShopFormValues,
} from './repair-shop-form-values';
import { FormActions } from '../../components/form-actions';

export interface RepairShopFormDialogProps {
  /** null: a new shop with its login account. */
  shop: RepairShop | null;
  onClose: () => void;
}

/**
 * What a failed save shows (administration §8): the server's message if it sent one; its errors
 * map under the fields (first message per field, keys lower-cased); else 'İşlem başarısız oldu'.
 */
export function saveFailure(error: unknown): { message: string | null; fieldErrors: RepairShopFormErrors } {
  const fieldErrors = isApiError(error) ? toShopFormErrors(error.errors ?? {}) : {};
  const serverMessage = isApiError(error) ? error.serverMessage : null;
  if (serverMessage) return { message: serverMessage, fieldErrors };
  return { message: Object.keys(fieldErrors).length > 0 ? null : MSG.operationFailed, fieldErrors };
}

/** The add/edit form of §2.4: login fields (username, password) only on creation. */
export function RepairShopFormDialog({ shop, onClose }: RepairShopFormDialogProps) {
  const save = useSaveRepairShop();
  const [generated, setGenerated] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (values: RepairShopFormValues, helpers: FormikHelpers<RepairShopFormValues>) => {
    setSaveError(null);
    try {
      if (shop) await save.mutateAsync({ id: shop.id, body: toUpdateInput(values, shop) });
      else await save.mutateAsync({ id: null, body: toCreateInput(values) });
      toast.success(shop ? T.updated : T.created);
      onClose();
    } catch (error) {
      const failure = saveFailure(error);
      if (Object.keys(failure.fieldErrors).length > 0) helpers.setErrors(failure.fieldErrors);
      setSaveError(failure.message);
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={shop ? T.editTitle : T.newShop} size="lg">
      <Formik<RepairShopFormValues>
        initialValues={initialShopFormValues(shop)}
        validate={(values) => validateShopForm(values, shop)}
        validateOnChange={false}
        onSubmit={submit}
      >
        {({ values, errors, touched, submitCount, handleChange, handleBlur, setFieldValue, isSubmitting }) => {
          // A field's message shows once it was left or the form was sent (first message per field).
          const errorOf = (name: RepairShopFormField) => ((touched[name] || submitCount > 0) && errors[name]) || undefined;
          const field = (name: RepairShopFormField, label: string, extra: Record<string, unknown> = {}) => (
            <TextField name={name} label={label} value={values[name]} onChange={handleChange} onBlur={handleBlur} error={errorOf(name)} {...extra} />
          );
          return (
            <Form className="tf-stack" noValidate>
              <fieldset className="adm-fieldset tf-stack">
                <legend>{T.shopSection}</legend>
                {field('name', T.name, { required: true })}
                <TextArea
                  name="address"
                  label={T.address}
                  value={values.address}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={errorOf('address')}
                  rows={2}
                />
                <div className="adm-two">
                  {field('contactPhone', T.contactPhone, {
                    required: true,
                    type: 'tel',
                    inputMode: 'tel',
                    maxLength: PHONE_INPUT_MAX_LENGTH,
                    placeholder: '0XXX XXX XX XX',
                    onChange: (e: { target: { value: string } }) => void setFieldValue('contactPhone', maskPhoneInput(e.target.value)),
                  })}
                  {field('contactEmail', T.contactEmail, { required: true, type: 'email', maxLength: LIMITS.company.contactEmail })}
                </div>
                <div className="adm-two">
                  {field('taxNumber', T.taxNumberField, { inputMode: 'numeric', maxLength: LIMITS.shopTaxNumberInput, hint: T.taxNumberHint })}
                  {field('authorizedPerson', T.authorizedPersonField, { maxLength: LIMITS.company.authorizedPerson })}
                </div>
              </fieldset>
              {!shop && (
                <fieldset className="adm-fieldset tf-stack">
                  <legend>{T.loginSection}</legend>
                  <p className="adm-muted">{T.loginHint}</p>
                  {field('username', T.username, { required: true, autoComplete: 'off', maxLength: LIMITS.user.username })}
                  <div className="adm-password-row">
                    {field('password', T.password, { required: true, type: 'password', autoComplete: 'new-password', maxLength: LIMITS.user.password })}
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => {
                        const password = generatePassword();
                        setGenerated(password);
                        // Checked at once: a message about the replaced password must not stay under the new one.
                        void setFieldValue('password', password, true);
                      }}
                    >
                      {T.generatePassword}
                    </Button>
                  </div>
                  {generated && <Alert variant="info">{T.generated(generated)}</Alert>}
                </fieldset>
              )}
              {saveError && <Alert variant="error">{saveError}</Alert>}
              <FormActions onCancel={onClose} busy={isSubmitting} />
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
