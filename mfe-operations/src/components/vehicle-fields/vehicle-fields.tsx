import type { ChangeEvent } from 'react';
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

/** The props every field takes alike: its name, value and error, and changes and blurs reported by field; `clean` shapes the typed text. */
const bind = ({ values, errors, onChange, onBlur }: VehicleFieldsProps, field: VehicleField, clean = (text: string) => text) => ({
  name: field,
  value: values[field],
  error: errors[field],
  onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, clean(event.target.value)),
  onBlur: onBlur ? () => onBlur(field) : undefined,
});

/** The typed plate: upper case, letters and digits only. Left out where the plate search fixed it. */
export function PlateField(props: VehicleFieldsProps) {
  return (
    <TextField
      label="Plaka"
      placeholder="34ABC123"
      {...bind(props, 'plateNumber', normalizePlate)}
      maxLength={PLATE_INPUT_MAX_LENGTH}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      required
    />
  );
}

/** Brand and model in one field, and the kilometre with dot thousands. */
export function VehicleFields({ labels = VEHICLE_FIELD_LABELS, ...props }: VehicleFieldsProps) {
  return (
    <>
      <TextField
        label={labels.brandModel}
        placeholder="Ford Transit"
        hint={labels.brandModelHint}
        {...bind(props, 'brandModel')}
        maxLength={LIMITS.shortTextMax}
        required
      />
      <TextField
        label="Kilometre"
        inputMode="numeric"
        placeholder="120.000"
        {...bind(props, 'kilometer', (text) => formatThousands(text.replace(/\D/g, '').slice(0, KILOMETER_DIGITS)))}
        required
      />
    </>
  );
}

/** The owner (the driver) and the driver's phone, masked as typed. */
export function DriverFields({ labels = VEHICLE_FIELD_LABELS, ...props }: VehicleFieldsProps) {
  return (
    <>
      <TextField label={labels.ownerName} autoComplete="off" {...bind(props, 'ownerName')} maxLength={LIMITS.shortTextMax} required />
      <TextField
        label={labels.driverPhone}
        type="tel"
        inputMode="tel"
        placeholder="0532 123 45 67"
        {...bind(props, 'driverPhone', maskPhoneInput)}
        maxLength={PHONE_INPUT_MAX_LENGTH}
        required
      />
    </>
  );
}
