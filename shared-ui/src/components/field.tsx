import { useId, type AriaAttributes, type ReactNode } from 'react';
import { useSteadyWhilePressed } from '../hooks/use-steady-while-pressed';
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

/**
 * Ids and ARIA attributes that tie a control to its label, hint and error, and the error to show.
 * A message that comes or goes while a pointer is pressed (the field was left by pressing a button
 * below it) waits for the click, so the button does not move away from under the pointer.
 */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const generated = useId();
  const shownError = useSteadyWhilePressed(error);
  const controlId = id ?? `tf-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = shownError ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, error: shownError, describedBy: describedByIds, invalid: shownError ? true : undefined };
}

export type FieldIds = ReturnType<typeof useFieldIds>;

/** The control's own id and ARIA attributes; an error marks it invalid, else its own aria-invalid stays. */
export const controlAttributes = (ids: FieldIds, ariaInvalid: AriaAttributes['aria-invalid']) => ({
  id: ids.controlId,
  'aria-invalid': ids.invalid ?? ariaInvalid,
  'aria-describedby': ids.describedBy,
});

interface FieldProps extends Omit<FieldChromeProps, 'error'> {
  ids: FieldIds;
  labelId?: string;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error (the one `ids` chose to show) laid out as one field. */
export function Field({ label, hint, hideLabel, className, ids, labelId, required, children }: FieldProps) {
  const { controlId, hintId, errorId, error } = ids;
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
