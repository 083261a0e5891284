import { Formik, Form, type FormikHelpers } from 'formik';
import {
  LIMITS,
  MSG,
  PHONE_INPUT_MAX_LENGTH,
  companyInputSchema,
  isApiError,
  maskPhoneInput,
  schemaErrors,
  useCreateCompany,
  useUpdateCompany,
  type Company,
} from '@tamir/shared-api';
import { Checkbox, Modal, TextArea, TextField, toast } from '@tamir/shared-ui';
import { COMPANY_TEXTS as T } from './company-texts';
import {
  initialCompanyFormValues,
  toCompanyFormErrors,
  toCreateBody,
  toUpdateBody,
  type CompanyFormField,
  type CompanyFormValues,
} from './company-form-values';
import { FormActions } from '../../components/form-actions';

export interface CompanyFormDialogProps {
  company: Company | null;
  /** The shop a new company is linked to (an Admin's choice; a Tamirci's own is the server's). */
  repairShopId: number | null;
  onClose: () => void;
}

/** The add/edit form of §2.3, checked with the same schema the server applies. */
export function CompanyFormDialog({ company, repairShopId, onClose }: CompanyFormDialogProps) {
  const create = useCreateCompany();
  const update = useUpdateCompany();

  const submit = async (values: CompanyFormValues, helpers: FormikHelpers<CompanyFormValues>) => {
    try {
      if (company) await update.mutateAsync({ id: company.id, body: toUpdateBody(values, company) });
      else await create.mutateAsync(toCreateBody(values, repairShopId));
      toast.success(company ? T.updated : T.created);
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        const errors = toCompanyFormErrors(error.errors ?? {});
        if (Object.keys(errors).length > 0) helpers.setErrors(errors);
        toast.error(error.serverMessage ?? MSG.operationFailed);
      } else toast.error(MSG.operationFailed);
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={company ? T.editTitle : T.newCompany} size="lg">
      <Formik<CompanyFormValues>
        initialValues={initialCompanyFormValues(company)}
        validate={(values) => toCompanyFormErrors(schemaErrors(companyInputSchema, toCreateBody(values, null)))}
        validateOnChange={false}
        onSubmit={submit}
      >
        {({ values, errors, handleChange, handleBlur, setFieldValue, isSubmitting }) => {
          const field = (name: CompanyFormField, label: string, extra: Record<string, unknown> = {}) => (
            <TextField name={name} label={label} value={values[name]} onChange={handleChange} onBlur={handleBlur} error={errors[name]} {...extra} />
          );
          return (
            <Form className="tf-stack" noValidate>
              {field('name', T.name, { required: true, maxLength: LIMITS.company.name })}
              <TextArea name="address" label={T.address} value={values.address} onChange={handleChange} onBlur={handleBlur} error={errors.address} rows={2} />
              <div className="adm-two">
                <div className="tf-stack">
                  {field('contactPhone', T.contactPhone, {
                    type: 'tel',
                    inputMode: 'tel',
                    maxLength: PHONE_INPUT_MAX_LENGTH,
                    placeholder: '0XXX XXX XX XX',
                    disabled: values.noPhone,
                    onChange: (e: { target: { value: string } }) => void setFieldValue('contactPhone', maskPhoneInput(e.target.value)),
                  })}
                  <Checkbox
                    label={T.noPhone}
                    checked={values.noPhone}
                    onChange={(e) => {
                      void setFieldValue('noPhone', e.target.checked);
                      if (e.target.checked) void setFieldValue('contactPhone', '');
                    }}
                  />
                </div>
                <div className="tf-stack">
                  {field('contactEmail', T.contactEmail, { type: 'email', disabled: values.noEmail })}
                  <Checkbox
                    label={T.noEmail}
                    checked={values.noEmail}
                    onChange={(e) => {
                      void setFieldValue('noEmail', e.target.checked);
                      if (e.target.checked) void setFieldValue('contactEmail', '');
                    }}
                  />
                </div>
              </div>
              <div className="adm-two">
                {field('taxNumber', T.taxNumberField, { inputMode: 'numeric', maxLength: 11 })}
                {field('authorizedPerson', T.authorizedPersonField)}
              </div>
              <FormActions onCancel={onClose} busy={isSubmitting} />
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
