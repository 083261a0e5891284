import { INVOICE_LIMITS, LIMITS, companyInputSchema, schemaErrors, useCreateCompany, useUpdateCompany, type Company } from '@tamir/shared-api';
import { Checkbox } from '@tamir/shared-ui';
import { COMPANY_TEXTS as T } from './company-texts';
import {
  COMPANY_FORM_FIELDS,
  initialCompanyFormValues,
  toCompanyCreateBody,
  toCompanyUpdateBody,
  type CompanyFormValues,
} from '../../forms/contact-form-values';
import { FormDialog } from '../../list-page';

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
  const save = async (values: CompanyFormValues) => {
    if (company) await update.mutateAsync({ id: company.id, body: toCompanyUpdateBody(values, company) });
    else await create.mutateAsync(toCompanyCreateBody(values, repairShopId));
    return company ? T.updated : T.created;
  };

  return (
    <FormDialog<CompanyFormValues>
      title={company ? T.editTitle : T.newCompany}
      size="lg"
      onClose={onClose}
      initialValues={initialCompanyFormValues(company)}
      check={(values) => schemaErrors(companyInputSchema, toCompanyCreateBody(values, null))}
      fields={COMPANY_FORM_FIELDS}
      save={save}
      showAllErrors
    >
      {({ values, setFieldValue }, { field, area, phone }) => {
        /** 'Telefon yok' / 'E-posta yok': ticked, the field is emptied and disabled. */
        const none = (name: 'noPhone' | 'noEmail', cleared: 'contactPhone' | 'contactEmail', label: string) => (
          <Checkbox
            label={label}
            checked={values[name]}
            onChange={(e) => {
              void setFieldValue(name, e.target.checked);
              if (e.target.checked) void setFieldValue(cleared, '');
            }}
          />
        );
        return (
          <>
            {field('name', T.name, { required: true, maxLength: LIMITS.company.name })}
            {area('address', T.address)}
            <div className="adm-two">
              <div className="tf-stack">
                {phone('contactPhone', T.contactPhone, { disabled: values.noPhone })}
                {none('noPhone', 'contactPhone', T.noPhone)}
              </div>
              <div className="tf-stack">
                {field('contactEmail', T.contactEmail, { type: 'email', disabled: values.noEmail })}
                {none('noEmail', 'contactEmail', T.noEmail)}
              </div>
            </div>
            <div className="adm-two">
              {field('taxNumber', T.taxNumberField, { inputMode: 'numeric', maxLength: 11 })}
              {field('taxOffice', T.taxOfficeField, { maxLength: INVOICE_LIMITS.taxOffice })}
            </div>
            <div className="adm-two">
              {field('authorizedPerson', T.authorizedPersonField)}
              <Checkbox label={T.eInvoiceUser} checked={values.eInvoiceUser} onChange={(e) => void setFieldValue('eInvoiceUser', e.target.checked)} />
            </div>
            <Checkbox
              label={T.reminderEmailsOptOut}
              hint={T.reminderEmailsOptOutHint}
              checked={values.reminderEmailsOptOut}
              onChange={(e) => void setFieldValue('reminderEmailsOptOut', e.target.checked)}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
