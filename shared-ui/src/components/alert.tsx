import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  /** Renders the title as a heading of this level, e.g. 1 where the alert is all the page says. */
  titleLevel?: 1 | 2 | 3;
  children?: ReactNode;
  /** Buttons under the text, e.g. a retry button. */
  actions?: ReactNode;
  className?: string;
}

/** A message inside the page; errors and warnings are announced at once, the rest politely. */
export function Alert({ variant = 'info', title, titleLevel, children, actions, className }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  const Title = titleLevel ? (`h${titleLevel}` as const) : 'p';
  return (
    <div className={cx('tf-alert', `tf-alert--${variant}`, className)} role={urgent ? 'alert' : 'status'}>
      <div className="tf-alert__body">
        {title && <Title className="tf-alert__title">{title}</Title>}
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
