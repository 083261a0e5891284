import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@tamir/shared-ui';
import { formatPlate, isValidPlate, MSG, normalizePlate } from '@tamir/shared-api';

export interface PlateQueryFormProps {
  searching: boolean;
  /** Called with the plate without spaces, once it passed the checks. */
  onSearch: (plate: string) => void;
}

/**
 * The plate input: upper-cased, stripped to letters and digits (at most 10), shown as
 * digits-letters-digits with spaces; Enter or 'Sorgula' submits (core-journeys §5 plate query).
 */
export function PlateQueryForm({ searching, onSearch }: PlateQueryFormProps) {
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!plate) return setError(MSG.plateQueryRequired);
    if (!isValidPlate(plate)) return setError(MSG.plateInvalid);
    setError(null);
    onSearch(plate);
  };

  return (
    <form className="ops-plate-query" onSubmit={submit} noValidate role="search">
      <TextField
        label="Plaka Numarası"
        name="plate"
        placeholder="34 ABC 123"
        value={formatPlate(plate)}
        onChange={(event) => {
          setPlate(normalizePlate(event.target.value));
          if (error) setError(null);
        }}
        error={error ?? undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="ops-plate-query__field"
        inputClassName="ops-plate-query__input"
      />
      <Button type="submit" size="lg" busy={searching} busyLabel="Aranıyor...">
        Sorgula
      </Button>
    </form>
  );
}
