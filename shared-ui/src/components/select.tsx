import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import { controlAttributes, Field, useFieldIds, type FieldChromeProps } from './field';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'>, FieldChromeProps {
  options: SelectOption[];
  /** A first, empty-valued option (e.g. 'Tüm Firmalar' or 'Seçiniz'). */
  placeholder?: string;
  selectClassName?: string;
}

export function Select({ label, error, hint, hideLabel, className, selectClassName, id, options, placeholder, ...select }: SelectProps) {
  const ids = useFieldIds(id, hint, error, select['aria-describedby']);
  return (
    <Field {...{ label, hint, hideLabel, className }} ids={ids} required={select.required}>
      <select {...select} className={cx('tf-select', selectClassName)} {...controlAttributes(ids, select['aria-invalid'])}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
