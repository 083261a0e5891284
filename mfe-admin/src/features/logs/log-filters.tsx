import type { FormEvent } from 'react';
import { LIMITS, LOG_ACTIONS, LOG_ENTITY_TYPES, LOG_LEVELS } from '@tamir/shared-api';
import { Button, Checkbox, Select, TextField } from '@tamir/shared-ui';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="tf-card tf-stack" aria-label={T.filterPanel} onSubmit={submit} noValidate>
      <div className="adm-filters">
        <Select
          label={T.logLevel}
          value={values.logLevel}
          onChange={(e) => set('logLevel', e.target.value)}
          placeholder={T.all}
          options={LOG_LEVELS.map((level) => ({ value: level, label: LEVEL_LABEL[level] }))}
        />
        <Select
          label={T.action}
          value={values.action}
          onChange={(e) => set('action', e.target.value)}
          placeholder={T.all}
          options={LOG_ACTIONS.map((action) => ({ value: action, label: ACTION_LABEL[action] }))}
        />
        <Select
          label={T.entityType}
          value={values.entityType}
          onChange={(e) => set('entityType', e.target.value)}
          placeholder={T.all}
          options={LOG_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_LABEL[type] }))}
        />
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
      </div>
      <div className="tf-row adm-actions">
        <Button type="button" variant="ghost" onClick={onClear}>
          {T.clear}
        </Button>
        <Button type="submit">{T.apply}</Button>
      </div>
    </form>
  );
}
