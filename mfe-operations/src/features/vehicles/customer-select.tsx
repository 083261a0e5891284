import { useMemo } from 'react';
import { Combobox } from '@tamir/shared-ui';
import { LIMITS, foldForSearch, type Company } from '@tamir/shared-api';
import { VEHICLE_TEXTS } from './vehicle-texts';

export interface CustomerSelectProps {
  companies: Company[];
  loading: boolean;
  companyId: number | null;
  inputValue: string;
  /** Typing forgets the chosen customer: only a choice from the list sets one. */
  onType: (text: string) => void;
  onChoose: (company: Company) => void;
  error?: string;
  hint?: string;
  onBlur?: () => void;
}

/** Customers containing the typed text (from 3 characters, Turkish letters folded), at most 5 rows. */
export function matchCustomers(companies: Company[], text: string): Company[] {
  if (text.trim().length < LIMITS.customerSearchMin) return [];
  const folded = foldForSearch(text);
  return companies.filter((company) => foldForSearch(company.name).includes(folded)).slice(0, LIMITS.customerSearchRows);
}

/** The customer select of the vehicle form (core-journeys §5, §9). */
export function CustomerSelect({ companies, loading, companyId, inputValue, onType, onChoose, error, hint, onBlur }: CustomerSelectProps) {
  const items = useMemo(() => matchCustomers(companies, inputValue), [companies, inputValue]);
  const selected = useMemo(() => companies.find((company) => company.id === companyId) ?? null, [companies, companyId]);

  return (
    <Combobox<Company>
      label="Müşteri"
      name="companyId"
      placeholder="Müşteri adı yazın"
      items={items}
      itemToString={(company) => company?.name ?? ''}
      itemKey={(company) => company.id}
      renderItem={(company) => (
        <>
          <span className="tf-combobox__option-title">{company.name}</span>
          {company.address && <span className="tf-combobox__option-meta">{company.address}</span>}
        </>
      )}
      inputValue={inputValue}
      onInputChange={(value, reason) => {
        if (reason !== 'select') onType(value);
      }}
      selectedItem={selected}
      onSelect={(company) => company && onChoose(company)}
      loading={loading}
      loadingText="Yükleniyor..."
      minChars={LIMITS.customerSearchMin}
      minCharsText={VEHICLE_TEXTS.customerMinChars}
      emptyText={VEHICLE_TEXTS.customerNotFound}
      maxLength={LIMITS.companyNameMax}
      error={error}
      hint={hint}
      onBlur={onBlur}
      required
    />
  );
}
