import { useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Card, TextField, toast } from '@tamir/shared-ui';
import { errorMessage, isApiError, useSaveVehicle, type Company, type Vehicle } from '@tamir/shared-api';
import { DriverFields, PlateField, VehicleFields } from '../../components/vehicle-fields/vehicle-fields';
import { CustomerSelect } from './customer-select';
import { toFormErrors, toVehicleInput, validateVehicleForm, type VehicleFormField, type VehicleFormValues } from './vehicle-form-values';
import { VEHICLE_TEXTS } from './vehicle-texts';

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
  const { mutateAsync: save } = useSaveVehicle();
  const [saveError, setSaveError] = useState<string | null>(null);

  const formik = useFormik<VehicleFormValues>({
    initialValues,
    validateOnBlur: true,
    validate: (values) => validateVehicleForm(values, vehicle),
    onSubmit: async (values, helpers) => {
      setSaveError(null);
      const body = toVehicleInput(values, vehicle);
      try {
        const saved = await save({ id: vehicle?.id ?? null, body });
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
  const shownErrors = {
    plateNumber: errorOf('plateNumber'),
    brandModel: errorOf('brandModel'),
    kilometer: errorOf('kilometer'),
    ownerName: errorOf('ownerName'),
    driverPhone: errorOf('driverPhone'),
  };
  const setValue = (field: keyof VehicleFormValues, value: unknown) => void setFieldValue(field, value);
  const blur = (field: VehicleFormField) => void setFieldTouched(field, true);

  return (
    <Card>
      <form className="tf-stack" onSubmit={formik.handleSubmit} noValidate aria-label={vehicle ? VEHICLE_TEXTS.editTitle : VEHICLE_TEXTS.newTitle}>
        <div className="tf-grid tf-grid--fit ops-grid">
          <PlateField values={values} errors={shownErrors} onChange={setValue} onBlur={blur} />
          <VehicleFields values={values} errors={shownErrors} onChange={setValue} onBlur={blur} />
          <DriverFields values={values} errors={shownErrors} onChange={setValue} onBlur={blur} />
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
              onBlur={() => blur('companyId')}
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
