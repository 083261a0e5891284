import { formatThousands } from '@tamir/shared-api';
import { cx } from '../utils/cx';
import { Button } from './button';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Shown at the left, e.g. 'Toplam 120 form'. */
  summary?: string;
  disabled?: boolean;
  label?: string;
  className?: string;
}

/** 'Önceki' · 'Sayfa 2 / 6' · 'Sonraki'; hidden buttons never, disabled at the ends. */
export function Pagination({ page, totalPages, onPageChange, summary, disabled, label = 'Sayfalama', className }: PaginationProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav className={cx('tf-pagination', className)} aria-label={label}>
      {summary && <span className="tf-pagination__summary">{summary}</span>}
      <div className="tf-row tf-pagination__controls">
        <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          Önceki
        </Button>
        <span className="tf-pagination__page" aria-current="page">
          Sayfa {formatThousands(page)} / {formatThousands(last)}
        </span>
        <Button variant="secondary" size="sm" disabled={disabled || page >= last} onClick={() => onPageChange(page + 1)}>
          Sonraki
        </Button>
      </div>
    </nav>
  );
}
