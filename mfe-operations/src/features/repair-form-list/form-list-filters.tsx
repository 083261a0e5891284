import { useEffect, useState, type FormEvent } from 'react';
import { Button, Select, TextField } from '@tamir/shared-ui';
import { OPEN_REPAIR_STATUSES, REPAIR_STATUSES, type RepairShopOption, type RepairStatus } from '@tamir/shared-api';
import { FORM_LIST_TEXTS } from './form-list-texts';
import { dateRangeInvalid, isFiltered, type FormListChange, type FormListQuery } from './use-form-list-query';

/** The search waits for a pause in typing before it asks the server. */
export const SEARCH_DELAY_MS = 400;

export interface FormListFiltersProps {
  query: FormListQuery;
  onChange: (change: FormListChange) => void;
  /** Admins only: the repair-shop selector. */
  shops: RepairShopOption[] | null;
  shopsFailed?: boolean;
}

/** An active filter from the URL (date=today, user=me) that one click removes. */
function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="ops-chip">
      {label}
      <button type="button" className="ops-chip__remove" aria-label={`Filtreyi kaldır: ${label}`} onClick={onRemove}>
        ×
      </button>
    </span>
  );
}

/** The status choice: every status, all open work at once, or one status. */
const OPEN_WORK = 'open';
const statusChoice = (statuses: readonly RepairStatus[]) =>
  statuses.length === 0 ? '' : statuses.length === 1 ? statuses[0] : sameSet(statuses, OPEN_REPAIR_STATUSES) ? OPEN_WORK : statuses.join(',');
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));
const statusesOfChoice = (choice: string): RepairStatus[] =>
  choice === OPEN_WORK ? [...OPEN_REPAIR_STATUSES] : REPAIR_STATUSES.filter((status) => choice.split(',').includes(status));

export function FormListFilters({ query, onChange, shops, shopsFailed }: FormListFiltersProps) {
  const [text, setText] = useState(query.search);

  useEffect(() => setText(query.search), [query.search]);

  useEffect(() => {
    if (text === query.search) return undefined;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query.search, onChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text !== query.search) onChange({ search: text });
  };

  const status = statusChoice(query.statuses);
  const rangeError = dateRangeInvalid(query) ? FORM_LIST_TEXTS.dateRangeInvalid : undefined;

  return (
    <div className="tf-stack ops-form-filters">
      <form role="search" className="ops-form-filters__row" onSubmit={submit}>
        <TextField
          label="Ara"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Form no, plaka, müşteri, açıklama veya firma"
          maxLength={200}
          className="ops-form-filters__search"
        />
        <TextField
          label="Başlangıç Tarihi"
          type="date"
          value={query.startDate}
          max={query.endDate || undefined}
          onChange={(event) => onChange({ startDate: event.target.value })}
          error={rangeError}
        />
        <TextField
          label="Bitiş Tarihi"
          type="date"
          value={query.endDate}
          min={query.startDate || undefined}
          onChange={(event) => onChange({ endDate: event.target.value })}
        />
        <Select
          label="Durum"
          placeholder={FORM_LIST_TEXTS.allStatuses}
          options={[
            { value: OPEN_WORK, label: FORM_LIST_TEXTS.openWork },
            ...REPAIR_STATUSES.map((status) => ({ value: status, label: status })),
            ...(status.includes(',') ? [{ value: status, label: query.statuses.join(', ') }] : []),
          ]}
          value={status}
          onChange={(event) => onChange({ statuses: statusesOfChoice(event.target.value) })}
          className="ops-form-filters__status"
        />
        {shops && (
          <Select
            label="Tamirhane"
            placeholder={FORM_LIST_TEXTS.allShops}
            options={shops.map((shop) => ({ value: shop.id, label: shop.isActive ? shop.name : `${shop.name} (pasif)` }))}
            value={query.repairShopId ?? ''}
            onChange={(event) => onChange({ repairShopId: event.target.value ? Number(event.target.value) : null })}
            hint={shopsFailed ? FORM_LIST_TEXTS.shopsFailed : undefined}
            className="ops-form-filters__shop"
          />
        )}
      </form>
      {(query.today || query.mine || isFiltered(query)) && (
        <div className="tf-row ops-chips" aria-label="Etkin filtreler" role="group">
          {query.today && <FilterChip label={FORM_LIST_TEXTS.today} onRemove={() => onChange({ today: false })} />}
          {query.mine && <FilterChip label={FORM_LIST_TEXTS.mine} onRemove={() => onChange({ mine: false })} />}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('');
              onChange({ search: '', startDate: '', endDate: '', today: false, mine: false, repairShopId: null, statuses: [] });
            }}
          >
            Filtreleri Temizle
          </Button>
        </div>
      )}
    </div>
  );
}
