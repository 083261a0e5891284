import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A short state in a coloured pill (a form's status, a row's state); the text carries the meaning, the colour helps. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('tf-badge', `tf-badge--${tone}`, className)}>{children}</span>;
}
