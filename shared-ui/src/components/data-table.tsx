import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { cx } from '../utils/cx';
import { LoadingText } from './spinner';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** Header for screen readers only (e.g. an actions column with no visible header). */
  hiddenHeader?: boolean;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Names the table for assistive technology; shown unless `captionHidden`. */
  caption?: ReactNode;
  captionHidden?: boolean;
  emptyText?: ReactNode;
  loading?: boolean;
  loadingText?: string;
  /** Makes rows clickable and keyboard-activatable (Enter/Space). */
  onRowClick?: (row: T) => void;
  className?: string;
}

/** Plain text of a header, for the label a cell shows when the table is laid out as cards. */
function headerText(header: ReactNode): string | undefined {
  return typeof header === 'string' || typeof header === 'number' ? String(header) : undefined;
}

/**
 * Whether the box scrolls sideways (a table wider than its card at tablet widths). Only then is it
 * a focusable, named region, so keyboard users can scroll it and no empty tab stop is added.
 */
function useOverflowsX(box: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}

/**
 * A table; below 640 px (see components.css) each row is laid out as a card with the column
 * names beside the values, so the page never scrolls sideways on a phone.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden,
  emptyText = 'Kayıt bulunamadı',
  loading,
  loadingText,
  onRowClick,
  className,
}: DataTableProps<T>) {
  const onKeyDown = (row: T) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(box);
  const label = typeof caption === 'string' ? caption : undefined;

  return (
    <div ref={box} className={cx('tf-table-wrap', className)} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label ?? 'Tablo' } : {})}>
      <table className="tf-table" aria-busy={loading || undefined}>
        {caption && <caption className={captionHidden ? 'tf-visually-hidden' : undefined}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(column.align && `tf-align-${column.align}`, column.className)}>
                {column.hiddenHeader ? <span className="tf-visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns.length} className="tf-table__empty">
                <LoadingText text={loadingText} center />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="tf-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr
                key={rowKey(row)}
                className={onRowClick ? 'tf-table__row--clickable' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? onKeyDown(row) : undefined}
                tabIndex={onRowClick ? 0 : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cx(column.align && `tf-align-${column.align}`, column.className)}
                    data-label={column.hiddenHeader ? undefined : headerText(column.header)}
                  >
                    <div className="tf-table__value">
                      {column.render ? column.render(row, index) : ((row as Record<string, unknown>)[column.key] as ReactNode)}
                    </div>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
