import { TextField } from '@tamir/shared-ui';
import { FilterPanel, useListFilters } from '../list-page';

/** The filters of the shop and company lists: name, phone, e-mail, tax number. */
export const EMPTY_CONTACT_FILTERS = { name: '', phone: '', email: '', taxNumber: '' };

export function useContactFilters() {
  return useListFilters(EMPTY_CONTACT_FILTERS);
}

export interface ContactFilterPanelProps {
  /** Names the panel ('Firma filtreleri'). */
  label: string;
  /** The name field's label ('Firma Adı'). */
  nameLabel: string;
  filter: ReturnType<typeof useContactFilters>;
}

/** The filter panel of the shop and company lists (administration §2.3, §2.4), followed as typed. */
export function ContactFilterPanel({ label, nameLabel, filter: { filters, setFilter, clear, anySet } }: ContactFilterPanelProps) {
  return (
    <FilterPanel label={label} onClear={clear} clearDisabled={!anySet}>
      <TextField label={nameLabel} value={filters.name} onChange={(e) => setFilter('name', e.target.value)} />
      <TextField label="Telefon" value={filters.phone} inputMode="tel" onChange={(e) => setFilter('phone', e.target.value)} />
      <TextField label="E-posta" value={filters.email} onChange={(e) => setFilter('email', e.target.value)} />
      <TextField label="Vergi No" value={filters.taxNumber} inputMode="numeric" onChange={(e) => setFilter('taxNumber', e.target.value)} />
    </FilterPanel>
  );
}
