import { LIMITS, SMS_LANGUAGES, SMS_PROVIDERS, smsSettingsSchema, useSaveSmsSettings, useSmsSettings } from '@tamir/shared-api';
import { InfoBanner, LoadingText } from '@tamir/shared-ui';
import { LoadFailed } from '../../components/load-failed';
import type { SettingFieldSpec } from './setting-field';
import { SettingsSectionForm } from './settings-section-form';
import { SETTINGS_TEXTS as T } from './settings-texts';

const B = LIMITS.settings;

const fieldsFor = (keySet: boolean, secretSet: boolean): readonly SettingFieldSpec[] => [
  { name: 'enableSmsNotifications', label: T.enableSms, kind: 'checkbox' },
  { name: 'sendSmsOnFormCreate', label: T.smsOnCreate, kind: 'checkbox' },
  { name: 'sendSmsOnFormComplete', label: T.smsOnComplete, kind: 'checkbox' },
  { name: 'provider', label: T.provider, kind: 'select', options: SMS_PROVIDERS.map((value) => ({ value, label: value })) },
  { name: 'sender', label: T.sender, kind: 'text', maxLength: B.smsSenderMax, hint: T.senderHint },
  { name: 'smsLanguage', label: T.smsLanguage, kind: 'select', options: SMS_LANGUAGES.map((value) => ({ value, label: T.languages[value] ?? value })) },
  { name: 'apiKey', label: T.apiKey, kind: 'password', maxLength: B.secretMax, hint: keySet ? T.keySet : undefined },
  { name: 'apiSecret', label: T.apiSecret, kind: 'password', maxLength: B.secretMax, hint: secretSet ? T.keySet : undefined },
  { name: 'fromNumber', label: T.fromNumber, kind: 'text', maxLength: LIMITS.user.phone },
];

/** SMS tab (GET/PUT /settings/sms): stored and checked; sending stays inactive, as the tab says. */
export function SmsTab() {
  const sms = useSmsSettings();
  const save = useSaveSmsSettings();
  if (sms.isPending) return <LoadingText />;
  if (sms.isError) return <LoadFailed message={T.loadFailed} onRetry={() => void sms.refetch()} />;
  return (
    <div className="tf-stack">
      <InfoBanner title={T.tabs.sms}>{T.smsInactive}</InfoBanner>
      <SettingsSectionForm
        title={T.tabs.sms}
        fields={fieldsFor(!!sms.data.apiKey, !!sms.data.apiSecret)}
        initialValues={{ ...sms.data, apiKey: '', apiSecret: '' }}
        schema={smsSettingsSchema}
        save={(values) => save.mutateAsync(values)}
      />
    </div>
  );
}
