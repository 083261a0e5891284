import type { ElementType, ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'primary' | 'success' | 'warning' | 'danger' | 'neutral';
  /** Makes the whole card a link to this path. */
  to?: string;
  /** Text under the value when the card is a link, e.g. 'Görüntüle'. */
  linkLabel?: ReactNode;
  /**
   * The link component, e.g. react-router's `Link` (called with `to`); a plain `<a href>` otherwise,
   * which reloads the page.
   */
  linkAs?: ElementType;
  className?: string;
}

export function StatCard({ label, value, hint, tone = 'primary', to, linkLabel, linkAs, className }: StatCardProps) {
  const classes = cx('tf-stat', tone !== 'primary' && `tf-stat--${tone}`, className);
  const content = (
    <>
      <span className="tf-stat__label">{label}</span>
      <span className="tf-stat__value">{value}</span>
      {hint && <span className="tf-stat__hint">{hint}</span>}
      {to && linkLabel && <span className="tf-stat__link">{linkLabel}</span>}
    </>
  );
  if (!to) return <div className={classes}>{content}</div>;
  if (linkAs) {
    const LinkComponent = linkAs;
    return (
      <LinkComponent to={to} className={classes}>
        {content}
      </LinkComponent>
    );
  }
  return (
    <a href={to} className={classes}>
      {content}
    </a>
  );
}
