import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import { controlAttributes, Field, useFieldIds, type FieldChromeProps } from './field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'className'>, FieldChromeProps {
  inputClassName?: string;
}

/** A labelled text input; every other prop goes to the `<input>`. */
export function TextField({ label, error, hint, hideLabel, className, inputClassName, id, type = 'text', ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, input['aria-describedby']);
  return (
    <Field {...{ label, hint, hideLabel, className }} ids={ids} required={input.required}>
      <input {...input} type={type} className={cx('tf-input', inputClassName)} {...controlAttributes(ids, input['aria-invalid'])} />
    </Field>
  );
}

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'className'>, FieldChromeProps {
  inputClassName?: string;
}

export function TextArea({ label, error, hint, hideLabel, className, inputClassName, id, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(id, hint, error, textarea['aria-describedby']);
  return (
    <Field {...{ label, hint, hideLabel, className }} ids={ids} required={textarea.required}>
      <textarea {...textarea} className={cx('tf-textarea', inputClassName)} {...controlAttributes(ids, textarea['aria-invalid'])} />
    </Field>
  );
}
