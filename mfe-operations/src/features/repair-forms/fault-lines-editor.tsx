import { Button, TextField } from '@tamir/shared-ui';
import { LIMITS } from '@tamir/shared-api';

export interface FaultLine {
  key: number;
  text: string;
}

let nextKey = 1;
export const newFaultLine = (text = ''): FaultLine => ({ key: nextKey++, text });

export interface FaultLinesEditorProps {
  lines: FaultLine[];
  onChange: (lines: FaultLine[]) => void;
  error?: string | null;
}

/**
 * Numbered fault lines ('1.', '2.' …) with '+ Yeni Satır Ekle'; a line can be deleted only while
 * more than one exists, so at least one line always remains (core-journeys §5 repair form).
 */
export function FaultLinesEditor({ lines, onChange, error }: FaultLinesEditorProps) {
  const update = (key: number, text: string) => onChange(lines.map((line) => (line.key === key ? { ...line, text } : line)));
  const remove = (key: number) => onChange(lines.filter((line) => line.key !== key));

  return (
    <div className="tf-stack ops-fault-lines" role="group" aria-label="Arıza / Şikayet Satırları">
      <ol className="ops-fault-lines__list">
        {lines.map((line, index) => (
          <li key={line.key} className="ops-fault-lines__row">
            <TextField
              label={`${index + 1}.`}
              name={`faultLine${index + 1}`}
              value={line.text}
              onChange={(event) => update(line.key, event.target.value)}
              placeholder={index === 0 ? 'Arıza veya şikayeti yazın' : undefined}
              maxLength={LIMITS.faultLineMax}
              autoFocus={index > 0 && index === lines.length - 1 && line.text === ''}
              error={index === 0 && error ? error : undefined}
              className="ops-fault-lines__field"
            />
            {lines.length > 1 && (
              <Button variant="ghost" size="sm" onClick={() => remove(line.key)} aria-label={`${index + 1}. satırı sil`}>
                Sil
              </Button>
            )}
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => onChange([...lines, newFaultLine()])} disabled={lines.length >= LIMITS.faultLinesMax}>
          + Yeni Satır Ekle
        </Button>
      </div>
    </div>
  );
}
