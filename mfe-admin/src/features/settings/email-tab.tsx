import { useState } from 'react';
import { LIMITS, MSG, isApiError, schemaErrors, settingsTestEmailSchema, useSettingsTestEmail, type EmailSettings } from '@tamir/shared-api';
import { Button, Card, TextField, toast } from '@tamir/shared-ui';
import { numberSetting, type SettingFieldSpec } from './setting-field';
import { SettingsPutForm } from './settings-section-form';
import { SETTINGS_TEXTS as T } from './settings-texts';

const B = LIMITS.settings;

const fieldsFor = (passwordSet: boolean): readonly SettingFieldSpec[] => [
  { name: 'enabled', label: T.emailEnabled, kind: 'checkbox' },
  { name: 'smtpHost', label: T.smtpHost, kind: 'text', maxLength: B.textMax, autoComplete: 'off' },
  numberSetting('smtpPort', T.smtpPort),
  { name: 'username', label: T.smtpUsername, kind: 'text', maxLength: B.textMax, autoComplete: 'off' },
  { name: 'password', label: T.smtpPassword, kind: 'password', maxLength: B.secretMax, hint: passwordSet ? T.secretSet : undefined },
  { name: 'fromEmail', label: T.fromEmail, kind: 'email', maxLength: LIMITS.user.email },
  { name: 'fromName', label: T.fromName, kind: 'text', maxLength: B.textMax },
  { name: 'useSsl', label: T.useSsl, kind: 'checkbox' },
];

/** The failure text of the spec with the server's reason when it gave one ('Test e-postası gönderilemedi: …'). */
function testFailureText(error: unknown): string {
  const server = isApiError(error) ? error.serverMessage : null;
  if (!server || server === MSG.validationFailed) return T.testFailed;
  return server.startsWith(T.testFailed) ? server : `${T.testFailed}: ${server}`;
}

/** E-mail tab: the SMTP settings (the password write-only) and a test e-mail over the saved ones. */
export function EmailTab({ email }: { email: EmailSettings }) {
  const passwordSet = !!email.password;
  return (
    <div className="tf-stack">
      <SettingsPutForm section="email" fields={fieldsFor(passwordSet)} initialValues={{ ...email, password: '' }} />
      <TestEmailCard />
    </div>
  );
}

function TestEmailCard() {
  const send = useSettingsTestEmail();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = schemaErrors(settingsTestEmailSchema, { toEmail: to }).toEmail?.[0];
    setError(problem);
    if (problem) return;
    try {
      const answer = await send.mutateAsync(to.trim());
      toast.success(answer.message);
    } catch (failure) {
      toast.error(testFailureText(failure));
    }
  };
  return (
    <Card title={T.testTitle} titleAs="h2">
      <form className="tf-stack" onSubmit={submit} noValidate aria-label={T.testTitle}>
        <p className="adm-muted">{T.testHint}</p>
        <TextField
          label={T.testTo}
          type="email"
          value={to}
          maxLength={LIMITS.user.email}
          onChange={(e) => setTo(e.target.value)}
          error={error}
          autoComplete="email"
        />
        <div className="tf-row adm-actions">
          <Button type="submit" variant="secondary" busy={send.isPending} busyLabel={T.testSending}>
            {T.testSend}
          </Button>
        </div>
      </form>
    </Card>
  );
}
