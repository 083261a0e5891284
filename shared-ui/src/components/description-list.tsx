import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface DescriptionListItem {
  label: string;
  value: ReactNode;
  /** React key; the label when not given (give one when two labels are the same). */
  key?: string;
  /** Leaves the row out. */
  hidden?: boolean;
}

export interface DescriptionListProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  /** One `<div><dt/><dd/></div>` per item; `false`, `null` and hidden items are left out (`cond && {…}`). */
  items: ReadonlyArray<DescriptionListItem | false | null | undefined>;
}

/**
 * Label/value pairs as `<dl><div><dt>label</dt><dd>value</dd></div>…</dl>`. It adds no class of its own:
 * the layout comes from the screen's `className` (e.g. mfe-operations' `ops-summary`).
 */
export function DescriptionList({ items, ...rest }: DescriptionListProps) {
  return (
    <dl {...rest}>
      {items.map((item) =>
        item && !item.hidden ? (
          <div key={item.key ?? item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
