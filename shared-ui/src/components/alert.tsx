import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons under the text, e.g. a retry button. */
  actions?: ReactNode;
  className?: string;
}

/** A message inside the page; errors and warnings are announced at once, the rest politely. */
export function Alert({ variant = 'info', title, children, actions, className }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <div className={cx('tf-alert', `tf-alert--${variant}`, className)} role={urgent ? 'alert' : 'status'}>
      <div className="tf-alert__body">
        {title && <p className="tf-alert__title">{title}</p>}
        {children && <div>{children}</div>}
        {actions && <div className="tf-alert__actions">{actions}</div>}
      </div>
    </div>
  );
}

/** An Alert that defaults to the info style. */
export function InfoBanner(props: AlertProps) {
  return <Alert variant="info" {...props} />;
}
