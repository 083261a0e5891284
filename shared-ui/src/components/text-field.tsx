import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import { Field, useFieldIds, type FieldChromeProps } from './field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'className'>, FieldChromeProps {
  inputClassName?: string;
}

/** A labelled text input; every other prop goes to the `<input>`. */
export function TextField({ label, error, hint, hideLabel, className, inputClassName, id, type = 'text', ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, input['aria-describedby']);
  return (
    <Field {...{ label, hint, hideLabel, className }} ids={ids} required={input.required}>
      <input
        {...input}
        id={ids.controlId}
        type={type}
        className={cx('tf-input', inputClassName)}
        aria-invalid={ids.invalid ?? input['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
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
      <textarea
        {...textarea}
        id={ids.controlId}
        className={cx('tf-textarea', inputClassName)}
        aria-invalid={ids.invalid ?? textarea['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
