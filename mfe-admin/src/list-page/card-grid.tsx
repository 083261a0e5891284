import type { ReactNode } from 'react';
import { LoadingText } from '@tamir/shared-ui';

export interface CardGridProps<T> {
  rows: T[];
  loading: boolean;
  /** What an empty list shows (an EmptyState). */
  empty: ReactNode;
  card: (row: T) => ReactNode;
}

/** A list laid out as cards (companies, shops): loading text, the empty state, or the grid. */
export function CardGrid<T>({ rows, loading, empty, card }: CardGridProps<T>) {
  if (loading) return <LoadingText />;
  if (rows.length === 0) return <>{empty}</>;
  return <div className="tf-grid tf-grid--fit adm-cards">{rows.map(card)}</div>;
}
