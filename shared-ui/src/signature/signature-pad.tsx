import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS, signatureImageError } from '@tamir/shared-api';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import type { SignatureImageOptions } from './signature-image';
import { useSignatureCanvas } from './use-signature-canvas';
import './signature-pad.css';

/** What the pad hands over: the name the signer typed (trimmed) and the signature as a PNG data URL. */
export interface SignatureValue {
  signerName: string;
  image: string;
}

export interface SignaturePadProps {
  onSave: (value: SignatureValue) => void;
  /** Shows a 'Vazgeç' button before the save button. */
  onCancel?: () => void;
  /** Saving: the save button waits with 'Kaydediliyor...'. */
  busy?: boolean;
  /** A message from saving (e.g. the server's), shown above the buttons. */
  error?: ReactNode;
  saveLabel?: string;
  /** Size of the PNG produced (defaults: at most 600 × 240). */
  output?: Partial<SignatureImageOptions>;
}

export const SIGNATURE_PAD_TEXTS = {
  canvas: 'İmza alanı',
  hint: 'Parmağınız, kalem veya fare ile çerçevenin içine imzanızı atın.',
  empty: 'Henüz imza atılmadı.',
  drawn: 'İmza atıldı.',
  clear: 'Temizle',
  undo: 'Geri al',
  name: 'Ad Soyad',
  nameHint: 'İmzalayan kişi kendi adını yazar.',
  needs: 'Kaydetmek için imzanızı atın ve adınızı yazın.',
  save: 'İmzayı Kaydet',
  saving: 'Kaydediliyor...',
  cancel: 'Vazgeç',
} as const;

/**
 * A signing pad (signature_pad): draw with a finger, a pen or the mouse; 'Temizle' starts again,
 * 'Geri al' takes back the last stroke; the signer types their name. Saving is possible once
 * both exist and hands over the name and a compact PNG of the strokes.
 */
export function SignaturePad({ onSave, onCancel, busy = false, error, saveLabel = SIGNATURE_PAD_TEXTS.save, output }: SignaturePadProps) {
  const { canvasRef, strokes, clear, undo, toPng } = useSignatureCanvas(output);
  const [name, setName] = useState('');
  const [imageError, setImageError] = useState<string | null>(null);
  const ids = { hint: useId(), status: useId(), needs: useId() };
  const ready = strokes > 0 && name.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    const image = toPng();
    const problem = signatureImageError(image);
    setImageError(problem);
    if (image && !problem) onSave({ signerName: name.trim(), image });
  };

  const shownError = imageError ?? error;
  return (
    <form className="tf-signature-pad" onSubmit={submit} noValidate>
      <div className="tf-signature-pad__surface">
        <canvas
          ref={canvasRef}
          className="tf-signature-pad__canvas"
          role="img"
          aria-label={SIGNATURE_PAD_TEXTS.canvas}
          aria-describedby={`${ids.hint} ${ids.status}`}
          data-testid="signature-canvas"
        />
      </div>
      <div className="tf-signature-pad__tools">
        <p id={ids.hint} className="tf-signature-pad__hint">
          {SIGNATURE_PAD_TEXTS.hint}
        </p>
        <p id={ids.status} className="tf-signature-pad__status" aria-live="polite">
          {strokes > 0 ? SIGNATURE_PAD_TEXTS.drawn : SIGNATURE_PAD_TEXTS.empty}
        </p>
        <div className="tf-row">
          <Button variant="secondary" size="sm" onClick={undo} disabled={strokes === 0 || busy}>
            {SIGNATURE_PAD_TEXTS.undo}
          </Button>
          <Button variant="secondary" size="sm" onClick={clear} disabled={strokes === 0 || busy}>
            {SIGNATURE_PAD_TEXTS.clear}
          </Button>
        </div>
      </div>
      <TextField
        label={SIGNATURE_PAD_TEXTS.name}
        hint={SIGNATURE_PAD_TEXTS.nameHint}
        required
        maxLength={LIMITS.signature.signerName}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {shownError && <Alert variant="error">{shownError}</Alert>}
      {!ready && (
        <p id={ids.needs} className="tf-signature-pad__hint">
          {SIGNATURE_PAD_TEXTS.needs}
        </p>
      )}
      <div className="tf-signature-pad__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {SIGNATURE_PAD_TEXTS.cancel}
          </Button>
        )}
        <Button type="submit" disabled={!ready} busy={busy} busyLabel={SIGNATURE_PAD_TEXTS.saving} aria-describedby={ready ? undefined : ids.needs}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
