import type { FormEvent, ReactNode } from 'react';
import { Button } from '@tamir/shared-ui';

export interface FilterPanelProps {
  /** Names the panel for assistive technology. */
  label: string;
  children: ReactNode;
  /** 'Temizle': every filter empty. */
  onClear: () => void;
  /** Live panels only: 'Temizle' is disabled while no filter is set. */
  clearDisabled?: boolean;
  /**
   * 'Filtrele': the panel's values become the list's filter (a form sent with Enter too). Without
   * it the list follows the fields as they are typed, and 'Temizle' ends the row of fields.
   */
  onApply?: () => void;
}

/** The filter panel of a list page: its fields, then 'Temizle' (and 'Filtrele' when the panel is applied). */
export function FilterPanel({ label, children, onClear, clearDisabled, onApply }: FilterPanelProps) {
  if (!onApply)
    return (
      <section className="tf-card adm-filters" aria-label={label}>
        {children}
        <Button variant="secondary" onClick={onClear} disabled={clearDisabled}>
          Temizle
        </Button>
      </section>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="tf-card tf-stack" aria-label={label} onSubmit={submit} noValidate>
      <div className="adm-filters">{children}</div>
      <div className="tf-row adm-actions">
        <Button type="button" variant="ghost" onClick={onClear}>
          Temizle
        </Button>
        <Button type="submit">Filtrele</Button>
      </div>
    </form>
  );
}
