import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Marks this card as the only thing that prints (see print.css). */
  printArea?: boolean;
}

export function Card({ title, titleAs: Heading = 'h2', actions, footer, printArea, className, children, ...rest }: CardProps) {
  return (
    <section {...rest} className={cx('tf-card', printArea && 'print-area', className)} data-print-root={printArea ? '' : undefined}>
      {(title || actions) && (
        <header className="tf-card__header">
          {title && <Heading className="tf-card__title">{title}</Heading>}
          {actions && <div className="tf-row no-print">{actions}</div>}
        </header>
      )}
      {children}
      {footer && <footer className="tf-card__footer no-print">{footer}</footer>}
    </section>
  );
}
