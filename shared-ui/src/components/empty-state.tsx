import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cx('tf-empty', className)}>
      {icon && (
        <div className="tf-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="tf-empty__title">{title}</p>
      {description && <p className="tf-empty__description">{description}</p>}
      {action && <div className="tf-empty__action">{action}</div>}
    </div>
  );
}
