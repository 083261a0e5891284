import type { ReactNode } from 'react';
import { StatCard, type StatCardProps } from '@tamir/shared-ui';

export interface StatItem {
  label: string;
  /** undefined while the statistics load: shown as '-'. */
  value: ReactNode | undefined;
  tone?: StatCardProps['tone'];
}

/** The row of statistics cards under a list page's header; a named section when `label` is given. */
export function StatCards({ items, label }: { items: StatItem[]; label?: string }) {
  const cards = items.map((item) => <StatCard key={item.label} label={item.label} value={item.value ?? '-'} tone={item.tone} />);
  return label ? (
    <section className="tf-grid tf-grid--fit adm-stats" aria-label={label}>
      {cards}
    </section>
  ) : (
    <div className="tf-grid tf-grid--fit adm-stats">{cards}</div>
  );
}
