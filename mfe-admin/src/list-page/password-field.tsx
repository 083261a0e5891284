import { useState, type ReactNode } from 'react';
import { generatePassword } from '@tamir/shared-api';
import { Alert, Button } from '@tamir/shared-ui';

export interface PasswordFieldProps {
  /** The password's text field (FormDialog's `field('password', …)`). */
  input: ReactNode;
  generateLabel: string;
  /** Puts the generated password in the field (and checks it). */
  onGenerate: (password: string) => void;
  /** How the generated password is shown under the field, in an info alert with this title. */
  shown: (password: string) => ReactNode;
  shownTitle?: string;
}

/** A password field with 'Şifre Oluştur' beside it; the generated password is shown to be noted. */
export function PasswordField({ input, generateLabel, onGenerate, shown, shownTitle }: PasswordFieldProps) {
  const [generated, setGenerated] = useState<string | null>(null);
  return (
    <>
      <div className="adm-password-row">
        {input}
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            const password = generatePassword();
            setGenerated(password);
            onGenerate(password);
          }}
        >
          {generateLabel}
        </Button>
      </div>
      {generated && (
        <Alert variant="info" title={shownTitle}>
          {shown(generated)}
        </Alert>
      )}
    </>
  );
}
