import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Card, Checkbox, Combobox, InfoBanner, TextField, formatThousands, maskPhoneInput, toast } from '@tamir/shared-ui';
import {
  KILOMETER_MAX,
  LIMITS,
  MSG,
  NO_EMAIL_PLACEHOLDER,
  NO_PHONE_PLACEHOLDER,
  PHONE_INPUT_MAX_LENGTH,
  firstPlateSearchFormError,
  hasRealEmail,
  isPlaceholderEmail,
  isPlaceholderPhone,
  joinBrandModel,
  type Company,
  type Vehicle,
} from '@tamir/shared-api';
import { useApi } from '../../api-context';
import { useCompanySearch } from './use-company-search';
import { SAVE_TEXTS, VehicleStepError, saveVehicleStep, type VehicleStepValues } from './save-vehicle-step';

type FieldName = Exclude<keyof VehicleStepValues, 'company' | 'noEmail' | 'noPhone'>;

/** Where each of the seven ordered checks shows its message inline. */
const FIELD_OF_MESSAGE: Record<string, FieldName> = {
  [MSG.psBrandModelRequired]: 'brandModel',
  [MSG.psKilometerInvalid]: 'kilometer',
  [MSG.psDriverNameRequired]: 'driverName',
  [MSG.psDriverPhoneRequired]: 'driverPhone',
  [MSG.psCompanyRequired]: 'companyName',
  [MSG.contactRequired]: 'companyEmail',
  [MSG.emailInvalid]: 'companyEmail',
};

const KILOMETER_DIGITS = String(KILOMETER_MAX).length;
const NO_COMPANY_TEXT = 'Firma bulunamadı. Yeni firma olarak kaydedilecek.';
export const CONTACT_HIDDEN_NOTE = 'Bu aracın şoför ve firma iletişim bilgileri, araç için form oluşturulana kadar gizlidir.';

function phoneField(value: string | null | undefined): string {
  if (!value) return '';
  return isPlaceholderPhone(value) ? NO_PHONE_PLACEHOLDER : maskPhoneInput(value);
}

function initialValues(vehicle: Vehicle | null): VehicleStepValues {
  if (!vehicle) {
    return {
      brandModel: '',
      kilometer: '',
      driverName: '',
      driverPhone: '',
      companyName: '',
      companyEmail: '',
      companyPhone: '',
      companyAddress: '',
      noEmail: false,
      noPhone: false,
      company: null,
    };
  }
  return {
    brandModel: joinBrandModel(vehicle.brand, vehicle.model),
    kilometer: formatThousands(vehicle.kilometer),
    driverName: vehicle.ownerName ?? '',
    driverPhone: vehicle.driverPhone ? maskPhoneInput(vehicle.driverPhone) : '',
    companyName: vehicle.companyName ?? '',
    companyEmail: vehicle.companyEmail ?? '',
    companyPhone: phoneField(vehicle.companyPhone),
    companyAddress: vehicle.companyAddress ?? '',
    noEmail: isPlaceholderEmail(vehicle.companyEmail),
    noPhone: isPlaceholderPhone(vehicle.companyPhone),
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
  const api = useApi();
  const companySearch = useCompanySearch();
  const [saveError, setSaveError] = useState<string | null>(null);
  const existing = vehicle !== null;
  const initial = useMemo(() => initialValues(vehicle), [vehicle]);

  const formik = useFormik<VehicleStepValues>({
    initialValues: initial,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setSaveError(null);
      const message = firstPlateSearchFormError({
        brandModel: values.brandModel,
        kilometer: values.kilometer,
        driverName: values.driverName,
        driverPhone: values.driverPhone,
        companyName: values.companyName,
        companyId: vehicle?.companyId ?? values.company?.id ?? null,
        companyEmail: values.companyEmail,
        companyPhone: values.companyPhone,
        companyAddress: values.companyAddress,
      });
      if (message) {
        helpers.setErrors({ [FIELD_OF_MESSAGE[message] ?? 'brandModel']: message });
        toast.error(message);
        return;
      }
      try {
        const saved = await saveVehicleStep(api, {
          plate,
          vehicle,
          values,
          onCompanyCreated: (company) => helpers.setFieldValue('company', company, false),
        });
        toast.success(SAVE_TEXTS.saved);
        onSaved(saved);
      } catch (error) {
        const text = error instanceof VehicleStepError ? error.message : SAVE_TEXTS.vehicleFailed;
        setSaveError(text);
        toast.error(text);
      }
    },
  });

  const { values, errors, setFieldValue, isSubmitting } = formik;
  const contactLocked = existing || values.company !== null;
  const set = (field: keyof VehicleStepValues) => (value: unknown) => {
    void setFieldValue(field, value);
  };

  const chooseCompany = (company: Company | null) => {
    if (!company) return;
    void formik.setValues({
      ...values,
      company,
      companyName: company.name,
      companyEmail: company.contactEmail ?? '',
      companyPhone: phoneField(company.contactPhone),
      companyAddress: company.address ?? '',
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
        noEmail: false,
        noPhone: false,
      });
    } else {
      set('companyName')(name);
    }
    companySearch.query(name);
  };

  return (
    <Card title={existing ? 'Araç Bilgileri' : 'Yeni Araç Kaydı'} aria-label={existing ? 'Araç Bilgileri' : 'Yeni Araç Kaydı'}>
      <form className="tf-stack" onSubmit={formik.handleSubmit} noValidate>
        {existing && vehicle.contactHidden && <InfoBanner>{CONTACT_HIDDEN_NOTE}</InfoBanner>}

        <fieldset className="ops-fieldset">
          <legend className="ops-legend">Araç</legend>
          <div className="ops-grid">
            <TextField
              label="Marka - Model"
              name="brandModel"
              placeholder="Ford Transit"
              value={values.brandModel}
              onChange={(event) => set('brandModel')(event.target.value)}
              error={errors.brandModel}
              maxLength={LIMITS.shortTextMax}
              required
            />
            <TextField
              label="Kilometre"
              name="kilometer"
              inputMode="numeric"
              placeholder="120.000"
              value={values.kilometer}
              onChange={(event) => set('kilometer')(formatThousands(event.target.value.replace(/\D/g, '').slice(0, KILOMETER_DIGITS)))}
              error={errors.kilometer}
              required
            />
          </div>
        </fieldset>

        <fieldset className="ops-fieldset">
          <legend className="ops-legend">Şoför</legend>
          <div className="ops-grid">
            <TextField
              label="Şoför Adı Soyadı"
              name="driverName"
              autoComplete="off"
              value={values.driverName}
              onChange={(event) => set('driverName')(event.target.value)}
              error={errors.driverName}
              maxLength={LIMITS.shortTextMax}
              required
            />
            <TextField
              label="Şoför Telefonu"
              name="driverPhone"
              type="tel"
              inputMode="tel"
              placeholder="0532 123 45 67"
              value={values.driverPhone}
              onChange={(event) => set('driverPhone')(maskPhoneInput(event.target.value))}
              error={errors.driverPhone}
              maxLength={PHONE_INPUT_MAX_LENGTH}
              required
            />
          </div>
        </fieldset>

        <fieldset className="ops-fieldset">
          <legend className="ops-legend">Firma</legend>
          <div className="ops-grid">
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
          </div>
          <div className="tf-row">
            <Checkbox
              label="E-posta yok"
              name="noEmail"
              checked={values.noEmail}
              disabled={contactLocked}
              onChange={(event) => {
                const checked = event.target.checked;
                void formik.setValues({ ...values, noEmail: checked, companyEmail: checked ? NO_EMAIL_PLACEHOLDER : '' });
              }}
            />
            <Checkbox
              label="Telefon yok"
              name="noPhone"
              checked={values.noPhone}
              disabled={contactLocked}
              onChange={(event) => {
                const checked = event.target.checked;
                void formik.setValues({ ...values, noPhone: checked, companyPhone: checked ? NO_PHONE_PLACEHOLDER : '' });
              }}
            />
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
