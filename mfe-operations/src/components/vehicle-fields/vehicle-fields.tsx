import { TextField } from '@tamir/shared-ui';
import { KILOMETER_MAX, LIMITS, PHONE_INPUT_MAX_LENGTH, PLATE_INPUT_MAX_LENGTH, formatThousands, maskPhoneInput, normalizePlate } from '@tamir/shared-api';
import type { VehicleField, VehicleFieldErrors, VehicleFieldValues } from './vehicle-field-values';

const KILOMETER_DIGITS = String(KILOMETER_MAX).length;

export interface VehicleFieldLabels {
  brandModel: string;
  brandModelHint?: string;
  ownerName: string;
  driverPhone: string;
}

/** The vehicle screens' wording; the plate search names the owner as the driver. */
export const VEHICLE_FIELD_LABELS: VehicleFieldLabels = {
  brandModel: 'Marka ve Model',
  brandModelHint: 'İlk kelime marka, devamı model olarak kaydedilir.',
  ownerName: 'Araç Sahibi Adı',
  driverPhone: 'Telefon Numarası',
};

export interface VehicleFieldsProps {
  values: VehicleFieldValues;
  errors: VehicleFieldErrors;
  onChange: (field: VehicleField, value: string) => void;
  onBlur?: (field: VehicleField) => void;
  labels?: VehicleFieldLabels;
}

const blurOf = (onBlur: VehicleFieldsProps['onBlur'], field: VehicleField) => (onBlur ? () => onBlur(field) : undefined);

/** The typed plate: upper case, letters and digits only. Left out where the plate search fixed it. */
export function PlateField({ values, errors, onChange, onBlur }: VehicleFieldsProps) {
  return (
    <TextField
      label="Plaka"
      name="plateNumber"
      placeholder="34ABC123"
      value={values.plateNumber}
      onChange={(event) => onChange('plateNumber', normalizePlate(event.target.value))}
      onBlur={blurOf(onBlur, 'plateNumber')}
      error={errors.plateNumber}
      maxLength={PLATE_INPUT_MAX_LENGTH}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      required
    />
  );
}

/** Brand and model in one field, and the kilometre with dot thousands. */
export function VehicleFields({ values, errors, onChange, onBlur, labels = VEHICLE_FIELD_LABELS }: VehicleFieldsProps) {
  return (
    <>
      <TextField
        label={labels.brandModel}
        name="brandModel"
        placeholder="Ford Transit"
        hint={labels.brandModelHint}
        value={values.brandModel}
        onChange={(event) => onChange('brandModel', event.target.value)}
        onBlur={blurOf(onBlur, 'brandModel')}
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
        onChange={(event) => onChange('kilometer', formatThousands(event.target.value.replace(/\D/g, '').slice(0, KILOMETER_DIGITS)))}
        onBlur={blurOf(onBlur, 'kilometer')}
        error={errors.kilometer}
        required
      />
    </>
  );
}

/** The owner (the driver) and the driver's phone, masked as typed. */
export function DriverFields({ values, errors, onChange, onBlur, labels = VEHICLE_FIELD_LABELS }: VehicleFieldsProps) {
  return (
    <>
      <TextField
        label={labels.ownerName}
        name="ownerName"
        autoComplete="off"
        value={values.ownerName}
        onChange={(event) => onChange('ownerName', event.target.value)}
        onBlur={blurOf(onBlur, 'ownerName')}
        error={errors.ownerName}
        maxLength={LIMITS.shortTextMax}
        required
      />
      <TextField
        label={labels.driverPhone}
        name="driverPhone"
        type="tel"
        inputMode="tel"
        placeholder="0532 123 45 67"
        value={values.driverPhone}
        onChange={(event) => onChange('driverPhone', maskPhoneInput(event.target.value))}
        onBlur={blurOf(onBlur, 'driverPhone')}
        error={errors.driverPhone}
        maxLength={PHONE_INPUT_MAX_LENGTH}
        required
      />
    </>
  );
}
