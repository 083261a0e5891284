import { useId, type AriaAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface FieldChromeProps {
  label: ReactNode;
  /** An error message; marks the control invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
}

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const generated = useId();
  const controlId = id ?? `tf-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy: describedByIds, invalid: error ? true : undefined };
}

export type FieldIds = ReturnType<typeof useFieldIds>;

/** The control's own id and ARIA attributes; an error marks it invalid, else its own aria-invalid stays. */
export const controlAttributes = (ids: FieldIds, ariaInvalid: AriaAttributes['aria-invalid']) => ({
  id: ids.controlId,
  'aria-invalid': ids.invalid ?? ariaInvalid,
  'aria-describedby': ids.describedBy,
});

interface FieldProps extends FieldChromeProps {
  ids: FieldIds;
  labelId?: string;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error laid out as one field. */
export function Field({ label, error, hint, hideLabel, className, ids, labelId, required, children }: FieldProps) {
  const { controlId, hintId, errorId } = ids;
  return (
    <div className={cx('tf-field', className)}>
      <label id={labelId} htmlFor={controlId} className={cx('tf-field__label', hideLabel && 'tf-visually-hidden')}>
        {label}
        {required && (
          <span className="tf-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="tf-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="tf-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
