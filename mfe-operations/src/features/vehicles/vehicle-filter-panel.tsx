import { useId, useState, type FormEvent } from 'react';
import { Button, TextField } from '@tamir/shared-ui';
import { LIMITS } from '@tamir/shared-api';
import { VEHICLE_TEXTS } from './vehicle-texts';

/** The filter panel's fields, sent to GET /vehicles (empty ones are left out). */
export interface VehicleFilters {
  brand: string;
  model: string;
  ownerName: string;
}

export const NO_FILTERS: VehicleFilters = { brand: '', model: '', ownerName: '' };

export interface VehicleFilterPanelProps {
  applied: VehicleFilters;
  onApply: (filters: VehicleFilters) => void;
}

/** The collapsible filter (brand, model, owner name): typed values apply only with 'Uygula'; 'Temizle' empties and applies. */
export function VehicleFilterPanel({ applied, onApply }: VehicleFilterPanelProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<VehicleFilters>(applied);
  const panelId = useId();
  const active = Object.values(applied).filter((value) => value.trim()).length;

  const set = (field: keyof VehicleFilters) => (event: { target: { value: string } }) => setDraft((prev) => ({ ...prev, [field]: event.target.value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ brand: draft.brand.trim(), model: draft.model.trim(), ownerName: draft.ownerName.trim() });
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <div className="ops-filter">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {VEHICLE_TEXTS.filters}
        {active > 0 && ` (${active})`}
      </Button>
      <form id={panelId} hidden={!open} className="ops-filter__panel tf-stack" onSubmit={apply} aria-label={VEHICLE_TEXTS.filters}>
        <div className="tf-grid tf-grid--fit ops-grid">
          <TextField label="Marka" name="brand" value={draft.brand} onChange={set('brand')} maxLength={100} />
          <TextField label="Model" name="model" value={draft.model} onChange={set('model')} maxLength={100} />
          <TextField label="Araç Sahibi" name="ownerName" value={draft.ownerName} onChange={set('ownerName')} maxLength={LIMITS.shortTextMax} />
        </div>
        <div className="tf-row ops-actions">
          <Button variant="secondary" onClick={clear}>
            {VEHICLE_TEXTS.clearFilters}
          </Button>
          <Button type="submit">{VEHICLE_TEXTS.applyFilters}</Button>
        </div>
      </form>
    </div>
  );
}
