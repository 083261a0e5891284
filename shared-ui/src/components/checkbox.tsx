import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

export function Checkbox({ label, hint, className, id, ...input }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `tf-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className={cx('tf-field', className)}>
      <label className="tf-checkbox" htmlFor={controlId}>
        <input {...input} id={controlId} type="checkbox" aria-describedby={hintId ?? input['aria-describedby']} />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="tf-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
