import type { FormikProps } from 'formik';
import { LIMITS } from '@tamir/shared-api';
import { Checkbox, Select, TextArea, TextField } from '@tamir/shared-ui';
import { SETTINGS_TEXTS as T } from './settings-texts';

/** One input of a settings tab, described once and drawn by SettingField. */
export type SettingFieldSpec =
  | {
      name: string;
      label: string;
      kind: 'text' | 'email' | 'password' | 'time' | 'url';
      hint?: string;
      maxLength?: number;
      readOnly?: boolean;
      autoComplete?: string;
    }
  | { name: string; label: string; kind: 'number'; hint?: string; min: number; max: number }
  | { name: string; label: string; kind: 'checkbox'; hint?: string }
  | { name: string; label: string; kind: 'textarea'; hint?: string; maxLength?: number; rows?: number }
  | { name: string; label: string; kind: 'select'; hint?: string; options: Array<{ value: string; label: string }> };

type Values = Record<string, unknown>;

type Bounds = typeof LIMITS.settings;
type RangeName = { [K in keyof Bounds]: Bounds[K] extends readonly [number, number] ? K : never }[keyof Bounds];

/** A whole-number setting held to its range in LIMITS.settings; `note` follows the range in the hint. */
export function numberSetting(name: RangeName, label: string, note?: string): SettingFieldSpec {
  const [min, max] = LIMITS.settings[name];
  return { name, label, kind: 'number', min, max, ...(note ? { hint: `${T.range(min, max)}; ${note}` } : {}) };
}

/** A formik-bound input for `spec`; its error shows once touched or submitted. */
export function SettingField({ spec, formik }: { spec: SettingFieldSpec; formik: FormikProps<Values> }) {
  const { values, errors, touched, submitCount, handleChange, handleBlur } = formik;
  const error = (touched[spec.name] || submitCount > 0) && typeof errors[spec.name] === 'string' ? (errors[spec.name] as string) : undefined;
  const common = { name: spec.name, onChange: handleChange, onBlur: handleBlur };
  if (spec.kind === 'checkbox') return <Checkbox {...common} label={spec.label} hint={spec.hint} checked={values[spec.name] === true} />;
  if (spec.kind === 'select') {
    return <Select {...common} label={spec.label} hint={spec.hint} error={error} value={String(values[spec.name] ?? '')} options={spec.options} />;
  }
  if (spec.kind === 'textarea') {
    return (
      <TextArea
        {...common}
        className="adm-settings-wide"
        label={spec.label}
        hint={spec.hint}
        error={error}
        maxLength={spec.maxLength}
        rows={spec.rows ?? 8}
        value={String(values[spec.name] ?? '')}
      />
    );
  }
  if (spec.kind === 'number') {
    return (
      <TextField
        {...common}
        type="number"
        inputMode="numeric"
        label={spec.label}
        hint={spec.hint ?? `${spec.min} – ${spec.max}`}
        min={spec.min}
        max={spec.max}
        step={1}
        error={error}
        value={values[spec.name] === undefined || values[spec.name] === null ? '' : String(values[spec.name])}
      />
    );
  }
  return (
    <TextField
      {...common}
      type={spec.kind}
      label={spec.label}
      hint={spec.hint}
      error={error}
      maxLength={spec.maxLength}
      readOnly={spec.readOnly}
      disabled={spec.readOnly}
      autoComplete={spec.autoComplete ?? (spec.kind === 'password' ? 'new-password' : undefined)}
      value={String(values[spec.name] ?? '')}
    />
  );
}
