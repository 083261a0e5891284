import { useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Card, TextField, formatThousands, maskPhoneInput, toast } from '@tamir/shared-ui';
import {
  KILOMETER_MAX,
  LIMITS,
  PHONE_INPUT_MAX_LENGTH,
  PLATE_INPUT_MAX_LENGTH,
  createVehicle,
  errorMessage,
  isApiError,
  normalizePlate,
  updateVehicle,
  type Company,
  type Vehicle,
} from '@tamir/shared-api';
import { useApi } from '../../api-context';
import { CustomerSelect } from './customer-select';
import { toFormErrors, toVehicleInput, validateVehicleForm, type VehicleFormField, type VehicleFormValues } from './vehicle-form-values';
import { VEHICLE_TEXTS } from './vehicle-texts';

const KILOMETER_DIGITS = String(KILOMETER_MAX).length;

export interface VehicleFormProps {
  /** The vehicle being edited; null adds one. */
  vehicle: Vehicle | null;
  initialValues: VehicleFormValues;
  /** Admins, and anyone adding a vehicle, choose the customer; others see it read-only. */
  canChooseCompany: boolean;
  companies: Company[];
  companiesLoading: boolean;
  /** Leaves the form: after a save with the saved vehicle, after cancel with null. */
  onDone: (saved: Vehicle | null) => void;
}

/** The add/edit vehicle form (core-journeys §5 'Vehicle form'), checked with the shared vehicleInputSchema. */
export function VehicleForm({ vehicle, initialValues, canChooseCompany, companies, companiesLoading, onDone }: VehicleFormProps) {
  const api = useApi();
  const [saveError, setSaveError] = useState<string | null>(null);

  const formik = useFormik<VehicleFormValues>({
    initialValues,
    validateOnBlur: true,
    validate: (values) => validateVehicleForm(values, vehicle),
    onSubmit: async (values, helpers) => {
      setSaveError(null);
      const body = toVehicleInput(values, vehicle);
      try {
        const saved = vehicle ? await updateVehicle(api, vehicle.id, body) : await createVehicle(api, body);
        toast.success(vehicle ? VEHICLE_TEXTS.updated : VEHICLE_TEXTS.created);
        onDone(saved);
      } catch (error) {
        const message = errorMessage(error, VEHICLE_TEXTS.saveFailed);
        setSaveError(message);
        toast.error(message);
        if (isApiError(error)) helpers.setErrors(toFormErrors(error.errors));
      }
    },
  });

  const { values, errors, touched, submitCount, isSubmitting, setFieldValue, setFieldTouched } = formik;
  const errorOf = (field: VehicleFormField) => ((touched[field] || submitCount > 0) && errors[field]) || undefined;
  const setValue = (field: keyof VehicleFormValues, value: unknown) => void setFieldValue(field, value);
  const blur = (field: VehicleFormField) => () => void setFieldTouched(field, true);

  return (
    <Card>
      <form className="tf-stack" onSubmit={formik.handleSubmit} noValidate aria-label={vehicle ? VEHICLE_TEXTS.editTitle : VEHICLE_TEXTS.newTitle}>
        <div className="ops-grid">
          <TextField
            label="Plaka"
            name="plateNumber"
            placeholder="34ABC123"
            value={values.plateNumber}
            onChange={(event) => setValue('plateNumber', normalizePlate(event.target.value))}
            onBlur={blur('plateNumber')}
            error={errorOf('plateNumber')}
            maxLength={PLATE_INPUT_MAX_LENGTH}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
          />
          <TextField
            label="Marka ve Model"
            name="brandModel"
            placeholder="Ford Transit"
            hint="İlk kelime marka, devamı model olarak kaydedilir."
            value={values.brandModel}
            onChange={(event) => setValue('brandModel', event.target.value)}
            onBlur={blur('brandModel')}
            error={errorOf('brandModel')}
            maxLength={LIMITS.shortTextMax}
            required
          />
          <TextField
            label="Kilometre"
            name="kilometer"
            inputMode="numeric"
            placeholder="120.000"
            value={values.kilometer}
            onChange={(event) => setValue('kilometer', formatThousands(event.target.value.replace(/\D/g, '').slice(0, KILOMETER_DIGITS)))}
            onBlur={blur('kilometer')}
            error={errorOf('kilometer')}
            required
          />
          <TextField
            label="Araç Sahibi Adı"
            name="ownerName"
            autoComplete="off"
            value={values.ownerName}
            onChange={(event) => setValue('ownerName', event.target.value)}
            onBlur={blur('ownerName')}
            error={errorOf('ownerName')}
            maxLength={LIMITS.shortTextMax}
            required
          />
          <TextField
            label="Telefon Numarası"
            name="driverPhone"
            type="tel"
            inputMode="tel"
            placeholder="0532 123 45 67"
            value={values.driverPhone}
            onChange={(event) => setValue('driverPhone', maskPhoneInput(event.target.value))}
            onBlur={blur('driverPhone')}
            error={errorOf('driverPhone')}
            maxLength={PHONE_INPUT_MAX_LENGTH}
            required
          />
          {canChooseCompany ? (
            <CustomerSelect
              companies={companies}
              loading={companiesLoading}
              companyId={values.companyId}
              inputValue={values.companyName}
              onType={(text) => {
                setValue('companyName', text);
                setValue('companyId', null);
              }}
              onChoose={(company) => {
                setValue('companyName', company.name);
                setValue('companyId', company.id);
              }}
              onBlur={blur('companyId')}
              error={errorOf('companyId')}
              hint={vehicle && values.companyId === null ? `Seçim yapılmazsa mevcut müşteri (${vehicle.companyName}) korunur.` : undefined}
            />
          ) : (
            <TextField label="Müşteri" name="companyName" value={values.companyName} readOnly hint={VEHICLE_TEXTS.customerReadOnlyHint} />
          )}
        </div>

        {saveError && <Alert variant="error">{saveError}</Alert>}

        <div className="tf-row ops-actions">
          <Button variant="secondary" onClick={() => onDone(null)} disabled={isSubmitting}>
            {VEHICLE_TEXTS.cancel}
          </Button>
          <Button type="submit" busy={isSubmitting} busyLabel={VEHICLE_TEXTS.saving}>
            {VEHICLE_TEXTS.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
