import { LIMITS, useSaveRepairShop, type RepairShop } from '@tamir/shared-api';
import { SHOP_TEXTS as T } from './repair-shop-texts';
import { SHOP_FORM_FIELDS, checkShopForm, initialShopFormValues, toShopUpdateBody, type RepairShopFormValues } from '../../forms/contact-form-values';
import { FormDialog, PasswordField } from '../../list-page';

export interface RepairShopFormDialogProps {
  /** null: a new shop with its login account. */
  shop: RepairShop | null;
  onClose: () => void;
}

/**
 * The add/edit form of §2.4: login fields (username, password) only on creation. A failed save
 * (administration §8) shows the server's message above the buttons; else, when it named no field,
 * 'İşlem başarısız oldu'.
 */
export function RepairShopFormDialog({ shop, onClose }: RepairShopFormDialogProps) {
  const save = useSaveRepairShop();
  const send = async (values: RepairShopFormValues) => {
    if (shop) await save.mutateAsync({ id: shop.id, body: toShopUpdateBody(values, shop) });
    else await save.mutateAsync({ id: null, body: values });
    return shop ? T.updated : T.created;
  };

  return (
    <FormDialog<RepairShopFormValues>
      title={shop ? T.editTitle : T.newShop}
      size="lg"
      onClose={onClose}
      initialValues={initialShopFormValues(shop)}
      check={(values) => checkShopForm(values, shop)}
      fields={SHOP_FORM_FIELDS}
      save={send}
      failureIn="alert"
    >
      {({ setFieldValue }, { field, area, phone }) => (
        <>
          <fieldset className="adm-fieldset tf-stack">
            <legend>{T.shopSection}</legend>
            {field('name', T.name, { required: true })}
            {area('address', T.address)}
            <div className="adm-two">
              {phone('contactPhone', T.contactPhone, { required: true })}
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
              <PasswordField
                input={field('password', T.password, { required: true, type: 'password', autoComplete: 'new-password', maxLength: LIMITS.user.password })}
                generateLabel={T.generatePassword}
                // Checked at once: a message about the replaced password must not stay under the new one.
                onGenerate={(password) => void setFieldValue('password', password, true)}
                shown={T.generated}
              />
            </fieldset>
          )}
        </>
      )}
    </FormDialog>
  );
}
