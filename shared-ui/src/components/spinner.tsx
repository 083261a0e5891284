import { cx } from '../utils/cx';

export const LOADING_TEXT = 'Yükleniyor...';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read to screen readers; omit for a purely decorative spinner. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      className={cx('tf-spinner', size !== 'md' && `tf-spinner--${size}`, className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

export interface LoadingTextProps {
  text?: string;
  /** Centres it in the available space (for whole pages or slots). */
  center?: boolean;
  className?: string;
}

/** Spinner and a visible, announced text: 'Yükleniyor...' unless told otherwise. */
export function LoadingText({ text = LOADING_TEXT, center = false, className }: LoadingTextProps) {
  return (
    <div className={cx('tf-loading', center && 'tf-loading--center', className)} role="status" aria-live="polite">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}
