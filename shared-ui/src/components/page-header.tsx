import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** The page's h1 with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <div className={cx('tf-page-header', className)}>
      <div>
        <h1 className="tf-page-header__title">{title}</h1>
        {subtitle && <p className="tf-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="tf-row no-print">{actions}</div>}
    </div>
  );
}

export interface SectionTitleProps {
  children: ReactNode;
  actions?: ReactNode;
  as?: 'h2' | 'h3';
  className?: string;
}

export function SectionTitle({ children, actions, as: Heading = 'h2', className }: SectionTitleProps) {
  return (
    <div className={cx('tf-section-title', className)}>
      <Heading className="tf-section-title__text">{children}</Heading>
      {actions && <div className="tf-row no-print">{actions}</div>}
    </div>
  );
}
