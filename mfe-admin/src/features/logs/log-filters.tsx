import { LIMITS, LOG_ACTIONS, LOG_ENTITY_TYPES, LOG_LEVELS } from '@tamir/shared-api';
import { Checkbox, Select, TextField } from '@tamir/shared-ui';
import { FilterPanel } from '../../list-page';
import { ACTION_LABEL, ENTITY_LABEL, LEVEL_LABEL, LOG_TEXTS as T } from './log-texts';

/** The nine filters of §2.6 as the panel holds them (datetime-local values for the dates). */
export interface LogFilterValues {
  logLevel: string;
  action: string;
  entityType: string;
  username: string;
  ipAddress: string;
  searchText: string;
  startDate: string;
  endDate: string;
  hasError: boolean;
}

export const EMPTY_FILTERS: LogFilterValues = {
  logLevel: '',
  action: '',
  entityType: '',
  username: '',
  ipAddress: '',
  searchText: '',
  startDate: '',
  endDate: '',
  hasError: false,
};

export interface LogFiltersProps {
  values: LogFilterValues;
  onChange: (values: LogFilterValues) => void;
  /** 'Filtrele': the panel's values become the list's filter. */
  onApply: () => void;
  /** 'Temizle': every filter empty, and the list unfiltered. */
  onClear: () => void;
}

/** The filter panel: level, action, entity type, username, IP address, search text, start and end, 'Sadece hatalar'. */
export function LogFilters({ values, onChange, onApply, onClear }: LogFiltersProps) {
  const set = <K extends keyof LogFilterValues>(name: K, value: LogFilterValues[K]) => onChange({ ...values, [name]: value });
  /** A choice among the known values, 'Tümü' first. */
  const choice = <V extends string>(name: 'logLevel' | 'action' | 'entityType', label: string, choices: readonly V[], labels: Record<V, string>) => (
    <Select
      label={label}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      placeholder={T.all}
      options={choices.map((value) => ({ value, label: labels[value] }))}
    />
  );
  return (
    <FilterPanel label={T.filterPanel} onApply={onApply} onClear={onClear}>
      {choice('logLevel', T.logLevel, LOG_LEVELS, LEVEL_LABEL)}
      {choice('action', T.action, LOG_ACTIONS, ACTION_LABEL)}
      {choice('entityType', T.entityType, LOG_ENTITY_TYPES, ENTITY_LABEL)}
      <TextField label={T.username} value={values.username} maxLength={LIMITS.user.username} onChange={(e) => set('username', e.target.value)} />
      <TextField
        label={T.ipAddress}
        value={values.ipAddress}
        maxLength={LIMITS.logIpAddressMax}
        inputMode="decimal"
        onChange={(e) => set('ipAddress', e.target.value)}
      />
      <TextField
        label={T.searchText}
        hint={T.searchHint}
        value={values.searchText}
        maxLength={LIMITS.logSearchTextMax}
        onChange={(e) => set('searchText', e.target.value)}
      />
      <TextField label={T.startDate} type="datetime-local" value={values.startDate} onChange={(e) => set('startDate', e.target.value)} />
      <TextField label={T.endDate} type="datetime-local" value={values.endDate} onChange={(e) => set('endDate', e.target.value)} />
      <Checkbox label={T.errorsOnly} checked={values.hasError} onChange={(e) => set('hasError', e.target.checked)} />
    </FilterPanel>
  );
}
