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
  type RepairShopFormField,
  type RepairShopFormValues,
} from './repair-shop-form-values';

export interface RepairShopFormDialogProps {
  /** null: a new shop with its login account. */
  shop: RepairShop | null;
  onClose: () => void;
}

/** The add/edit form of §2.4: login fields (username, password) only on creation. */
export function RepairShopFormDialog({ shop, onClose }: RepairShopFormDialogProps) {
  const save = useSaveRepairShop();
  const [generated, setGenerated] = useState<string | null>(null);

  const submit = async (values: RepairShopFormValues, helpers: FormikHelpers<RepairShopFormValues>) => {
    try {
      if (shop) await save.mutateAsync({ id: shop.id, body: toUpdateInput(values, shop) });
      else await save.mutateAsync({ id: null, body: toCreateInput(values) });
      toast.success(shop ? T.updated : T.created);
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        const errors = toShopFormErrors(error.errors ?? {});
        if (Object.keys(errors).length > 0) helpers.setErrors(errors);
        toast.error(error.serverMessage ?? MSG.operationFailed);
      } else toast.error(MSG.operationFailed);
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
        {({ values, errors, handleChange, handleBlur, setFieldValue, isSubmitting }) => {
          const field = (name: RepairShopFormField, label: string, extra: Record<string, unknown> = {}) => (
            <TextField name={name} label={label} value={values[name]} onChange={handleChange} onBlur={handleBlur} error={errors[name]} {...extra} />
          );
          return (
            <Form className="tf-stack" noValidate>
              <fieldset className="adm-fieldset tf-stack">
                <legend>{T.shopSection}</legend>
                {field('name', T.name, { required: true, maxLength: LIMITS.company.name })}
                <TextArea name="address" label={T.address} value={values.address} onChange={handleChange} onBlur={handleBlur} error={errors.address} rows={2} />
                <div className="adm-two">
                  {field('contactPhone', T.contactPhone, {
                    required: true,
                    type: 'tel',
                    inputMode: 'tel',
                    maxLength: PHONE_INPUT_MAX_LENGTH,
                    placeholder: '0XXX XXX XX XX',
                    onChange: (e: { target: { value: string } }) => void setFieldValue('contactPhone', maskPhoneInput(e.target.value)),
                  })}
                  {field('contactEmail', T.contactEmail, { required: true, type: 'email' })}
                </div>
                <div className="adm-two">
                  {field('taxNumber', T.taxNumberField, { inputMode: 'numeric', maxLength: LIMITS.shopTaxNumberInput, hint: T.taxNumberHint })}
                  {field('authorizedPerson', T.authorizedPersonField)}
                </div>
              </fieldset>
              {!shop && (
                <fieldset className="adm-fieldset tf-stack">
                  <legend>{T.loginSection}</legend>
                  <p className="adm-muted">{T.loginHint}</p>
                  {field('username', T.username, { required: true, autoComplete: 'off' })}
                  <div className="adm-password-row">
                    {field('password', T.password, { required: true, type: 'text', autoComplete: 'new-password' })}
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => {
                        const password = generatePassword();
                        setGenerated(password);
                        void setFieldValue('password', password);
                      }}
                    >
                      {T.generatePassword}
                    </Button>
                  </div>
                  {generated && <Alert variant="info">{T.generated(generated)}</Alert>}
                </fieldset>
              )}
              <div className="tf-row adm-actions">
                <Button type="button" variant="ghost" onClick={onClose}>
                  {T.cancel}
                </Button>
                <Button type="submit" busy={isSubmitting} busyLabel={T.saving}>
                  {T.save}
                </Button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
