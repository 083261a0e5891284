import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, COMPANY_INVOICE_TEXTS, Card, Checkbox, Combobox, InfoBanner, TextField, toast } from '@tamir/shared-ui';
import {
  INVOICE_LIMITS,
  LIMITS,
  MSG,
  NO_EMAIL_PLACEHOLDER,
  NO_PHONE_PLACEHOLDER,
  PHONE_INPUT_MAX_LENGTH,
  fieldErrors,
  firstPlateSearchFormError,
  isApiError,
  hasRealEmail,
  companyInputSchema,
  schemaErrors,
  isPlaceholderEmail,
  isPlaceholderPhone,
  maskPhoneInput,
  type Company,
  type Vehicle,
} from '@tamir/shared-api';
import { DriverFields, VehicleFields, type VehicleFieldLabels } from '../../components/vehicle-fields/vehicle-fields';
import { VEHICLE_FIELD_OF, vehicleFieldValues } from '../../components/vehicle-fields/vehicle-field-values';
import { useCompanySearch } from './use-company-search';
import { SAVE_TEXTS, VehicleStepError, newCompanyBody, useSaveVehicleStep, type VehicleStepValues } from './save-vehicle-step';

type FieldName = Exclude<keyof VehicleStepValues, 'company' | 'noEmail' | 'noPhone' | 'eInvoiceUser'>;

/**
 * Where each of the seven ordered checks shows its message inline: the shared check returns only
 * its message, one constant per check.
 */
const FIELD_OF_CHECK: Record<string, FieldName> = {
  [MSG.psBrandModelRequired]: 'brandModel',
  [MSG.psKilometerInvalid]: 'kilometer',
  [MSG.psDriverNameRequired]: 'ownerName',
  [MSG.psDriverPhoneRequired]: 'driverPhone',
  [MSG.psCompanyRequired]: 'companyName',
  [MSG.contactRequired]: 'companyEmail',
  [MSG.emailInvalid]: 'companyEmail',
};

/** Where the server's field errors of the company and vehicle bodies are shown, by field name. */
const FIELD_OF_BODY = {
  ...VEHICLE_FIELD_OF,
  name: 'companyName',
  contactEmail: 'companyEmail',
  contactPhone: 'companyPhone',
  address: 'companyAddress',
  taxNumber: 'companyTaxNumber',
  taxOffice: 'companyTaxOffice',
} as const satisfies Record<string, FieldName>;

const PLATE_SEARCH_LABELS: VehicleFieldLabels = { brandModel: 'Marka - Model', ownerName: 'Şoför Adı Soyadı', driverPhone: 'Şoför Telefonu' };
/** "No e-mail" / "no phone": ticking one puts the placeholder in the company's field, unticking empties it. */
const NO_CONTACT_BOXES = [
  { flag: 'noEmail', field: 'companyEmail', label: 'E-posta yok', placeholder: NO_EMAIL_PLACEHOLDER },
  { flag: 'noPhone', field: 'companyPhone', label: 'Telefon yok', placeholder: NO_PHONE_PLACEHOLDER },
] as const;
const NO_COMPANY_TEXT = 'Firma bulunamadı. Yeni firma olarak kaydedilecek.';
export const CONTACT_HIDDEN_NOTE = 'Bu aracın şoför ve firma iletişim bilgileri, araç için form oluşturulana kadar gizlidir.';

function phoneField(value: string | null | undefined): string {
  if (!value) return '';
  return isPlaceholderPhone(value) ? NO_PHONE_PLACEHOLDER : maskPhoneInput(value);
}

function initialValues(plate: string, vehicle: Vehicle | null): VehicleStepValues {
  return {
    ...vehicleFieldValues(vehicle, plate),
    companyName: vehicle?.companyName ?? '',
    companyEmail: vehicle?.companyEmail ?? '',
    companyPhone: phoneField(vehicle?.companyPhone),
    companyAddress: vehicle?.companyAddress ?? '',
    companyTaxNumber: '',
    companyTaxOffice: '',
    eInvoiceUser: false,
    noEmail: isPlaceholderEmail(vehicle?.companyEmail),
    noPhone: isPlaceholderPhone(vehicle?.companyPhone),
    company: null,
  };
}

export interface VehicleCompanyFormProps {
  /** The searched plate, without spaces. */
  plate: string;
  /** The vehicle found by the search; null opens an empty form for a new vehicle. */
  vehicle: Vehicle | null;
  onBack: () => void;
  /** Called once the vehicle (and a new company) are saved. */
  onSaved: (vehicle: Vehicle) => void;
}

/**
 * 'Yeni Araç Kaydı' / 'Araç Bilgileri' on /plate-search: vehicle, driver and company sections,
 * checked in the spec's order on submit, saved as company (when new) then vehicle.
 */
export function VehicleCompanyForm({ plate, vehicle, onBack, onSaved }: VehicleCompanyFormProps) {
  const saveVehicleStep = useSaveVehicleStep();
  const [searchText, setSearchText] = useState('');
  const companySearch = useCompanySearch(searchText);
  const [saveError, setSaveError] = useState<string | null>(null);
  const existing = vehicle !== null;
  const initial = useMemo(() => initialValues(plate, vehicle), [plate, vehicle]);

  const formik = useFormik<VehicleStepValues>({
    initialValues: initial,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setSaveError(null);
      const message = firstPlateSearchFormError({
        brandModel: values.brandModel,
        kilometer: values.kilometer,
        driverName: values.ownerName,
        driverPhone: values.driverPhone,
        companyName: values.companyName,
        companyId: vehicle?.companyId ?? values.company?.id ?? null,
        companyEmail: values.companyEmail,
        companyPhone: values.companyPhone,
        companyAddress: values.companyAddress,
      });
      if (message) {
        helpers.setErrors({ [FIELD_OF_CHECK[message] ?? 'brandModel']: message });
        toast.error(message);
        return;
      }
      // A new company's tax number and office: the shared company schema, as the Admin form and the server check them.
      if (!vehicle && !values.company) {
        const invalid = fieldErrors(schemaErrors(companyInputSchema, newCompanyBody(values)), { taxNumber: 'companyTaxNumber', taxOffice: 'companyTaxOffice' });
        const first = invalid.companyTaxNumber ?? invalid.companyTaxOffice;
        if (first) {
          helpers.setErrors(invalid);
          toast.error(first);
          return;
        }
      }
      try {
        const { vehicle: saved, wrote } = await saveVehicleStep({
          vehicle,
          values,
          onCompanyCreated: (company) => helpers.setFieldValue('company', company, false),
        });
        if (wrote) toast.success(SAVE_TEXTS.saved);
        onSaved(saved);
      } catch (error) {
        const text = error instanceof VehicleStepError ? error.message : SAVE_TEXTS.vehicleFailed;
        setSaveError(text);
        toast.error(text);
        if (error instanceof VehicleStepError && isApiError(error.cause)) helpers.setErrors(fieldErrors(error.cause.errors, FIELD_OF_BODY));
      }
    },
  });

  const { values, errors, setFieldValue, isSubmitting } = formik;
  const contactLocked = existing || values.company !== null;
  const set = (field: keyof VehicleStepValues) => (value: unknown) => {
    void setFieldValue(field, value);
  };
  const setField = (field: keyof VehicleStepValues, value: string) => set(field)(value);

  const chooseCompany = (company: Company | null) => {
    if (!company) return;
    void formik.setValues({
      ...values,
      company,
      companyName: company.name,
      companyEmail: company.contactEmail ?? '',
      companyPhone: phoneField(company.contactPhone),
      companyAddress: company.address ?? '',
      companyTaxNumber: company.taxNumber ?? '',
      companyTaxOffice: company.taxOffice ?? '',
      eInvoiceUser: company.eInvoiceUser,
      noEmail: isPlaceholderEmail(company.contactEmail),
      noPhone: isPlaceholderPhone(company.contactPhone),
    });
  };

  const typeCompanyName = (name: string) => {
    if (values.company && name !== values.company.name) {
      // Another name is a new company: the chosen one's details no longer apply.
      void formik.setValues({
        ...values,
        company: null,
        companyName: name,
        companyEmail: '',
        companyPhone: '',
        companyAddress: '',
        companyTaxNumber: '',
        companyTaxOffice: '',
        eInvoiceUser: false,
        noEmail: false,
        noPhone: false,
      });
    } else {
      set('companyName')(name);
    }
    setSearchText(name);
  };

  return (
    <Card title={existing ? 'Araç Bilgileri' : 'Yeni Araç Kaydı'} aria-label={existing ? 'Araç Bilgileri' : 'Yeni Araç Kaydı'}>
      <form className="tf-stack" onSubmit={formik.handleSubmit} noValidate>
        {existing && vehicle.contactHidden && <InfoBanner>{CONTACT_HIDDEN_NOTE}</InfoBanner>}

        <fieldset className="ops-fieldset">
          <legend className="ops-legend">Araç</legend>
          <div className="tf-grid tf-grid--fit ops-grid">
            <VehicleFields values={values} errors={errors} onChange={setField} labels={PLATE_SEARCH_LABELS} />
          </div>
        </fieldset>

        <fieldset className="ops-fieldset">
          <legend className="ops-legend">Şoför</legend>
          <div className="tf-grid tf-grid--fit ops-grid">
            <DriverFields values={values} errors={errors} onChange={setField} labels={PLATE_SEARCH_LABELS} />
          </div>
        </fieldset>

        <fieldset className="ops-fieldset">
          <legend className="ops-legend">Firma</legend>
          <div className="tf-grid tf-grid--fit ops-grid">
            <Combobox<Company>
              label="Firma Adı"
              name="companyName"
              items={companySearch.companies}
              itemToString={(company) => company?.name ?? ''}
              itemKey={(company) => company.id}
              renderItem={(company) => (
                <>
                  <span className="tf-combobox__option-title">{company.name}</span>
                  {company.address && <span className="tf-combobox__option-meta">{company.address}</span>}
                  {hasRealEmail(company.contactEmail) && <span className="tf-combobox__option-meta">{company.contactEmail}</span>}
                </>
              )}
              inputValue={values.companyName}
              onInputChange={(value, reason) => {
                if (reason !== 'select') typeCompanyName(value);
              }}
              selectedItem={values.company}
              onSelect={chooseCompany}
              loading={companySearch.loading}
              loadingText="Aranıyor..."
              emptyText={NO_COMPANY_TEXT}
              minChars={LIMITS.companyAutocompleteMin}
              hideDelayMs={LIMITS.companyAutocompleteHideMs}
              readOnly={existing}
              maxLength={LIMITS.companyNameMax}
              error={errors.companyName}
              hint={values.company ? 'Kayıtlı firma seçildi; iletişim bilgileri firmadan alınır.' : undefined}
              required
            />
            <TextField
              label="Firma E-posta"
              name="companyEmail"
              type="email"
              inputMode="email"
              value={values.companyEmail}
              onChange={(event) => set('companyEmail')(event.target.value)}
              error={errors.companyEmail}
              readOnly={contactLocked}
              disabled={values.noEmail}
              maxLength={LIMITS.shortTextMax}
            />
            <TextField
              label="Firma Telefonu"
              name="companyPhone"
              type="tel"
              inputMode="tel"
              placeholder="0212 123 45 67"
              value={values.companyPhone}
              onChange={(event) => set('companyPhone')(maskPhoneInput(event.target.value))}
              error={errors.companyPhone}
              readOnly={contactLocked}
              disabled={values.noPhone}
              maxLength={PHONE_INPUT_MAX_LENGTH}
            />
            <TextField
              label="Firma Adresi"
              name="companyAddress"
              value={values.companyAddress}
              onChange={(event) => set('companyAddress')(event.target.value)}
              readOnly={contactLocked}
              maxLength={LIMITS.addressMax}
            />
            {!existing && (
              <>
                <TextField
                  label={COMPANY_INVOICE_TEXTS.taxNumber}
                  name="companyTaxNumber"
                  inputMode="numeric"
                  value={values.companyTaxNumber}
                  onChange={(event) => set('companyTaxNumber')(event.target.value)}
                  error={errors.companyTaxNumber}
                  readOnly={contactLocked}
                  maxLength={11}
                />
                <TextField
                  label={COMPANY_INVOICE_TEXTS.taxOffice}
                  name="companyTaxOffice"
                  value={values.companyTaxOffice}
                  onChange={(event) => set('companyTaxOffice')(event.target.value)}
                  error={errors.companyTaxOffice}
                  readOnly={contactLocked}
                  maxLength={INVOICE_LIMITS.taxOffice}
                />
              </>
            )}
          </div>
          <div className="tf-row">
            {NO_CONTACT_BOXES.map(({ flag, field, label, placeholder }) => (
              <Checkbox
                key={flag}
                label={label}
                name={flag}
                checked={values[flag]}
                disabled={contactLocked}
                onChange={(event) => {
                  const checked = event.target.checked;
                  void formik.setValues({ ...values, [flag]: checked, [field]: checked ? placeholder : '' });
                }}
              />
            ))}
            {!existing && (
              <Checkbox
                label={COMPANY_INVOICE_TEXTS.eInvoiceUser}
                name="eInvoiceUser"
                checked={values.eInvoiceUser}
                disabled={contactLocked}
                onChange={(event) => set('eInvoiceUser')(event.target.checked)}
              />
            )}
          </div>
        </fieldset>

        {saveError && <Alert variant="error">{saveError}</Alert>}

        <div className="tf-row ops-actions">
          <Button variant="secondary" onClick={onBack} disabled={isSubmitting}>
            Geri
          </Button>
          <Button type="submit" busy={isSubmitting} busyLabel="İlerleniyor...">
            Sonraki Adım
          </Button>
        </div>
      </form>
    </Card>
  );
}
