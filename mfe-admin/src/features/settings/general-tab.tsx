import { LIMITS, generalSettingsSchema, useSaveSettings, type GeneralSettings } from '@tamir/shared-api';
import { TextField } from '@tamir/shared-ui';
import type { SettingFieldSpec } from './setting-field';
import { SettingsSectionForm } from './settings-section-form';
import { SETTINGS_TEXTS as T } from './settings-texts';
import { useRememberPortalOrigin } from './use-remember-portal-origin';

const B = LIMITS.settings;
const range = (key: keyof typeof B) => B[key] as readonly [number, number];

const FIELDS: readonly SettingFieldSpec[] = [
  { name: 'systemName', label: T.systemName, kind: 'text', maxLength: B.systemNameMax },
  {
    name: 'sessionTimeoutMinutes',
    label: T.sessionTimeoutMinutes,
    kind: 'number',
    min: range('sessionTimeoutMinutes')[0],
    max: range('sessionTimeoutMinutes')[1],
  },
  { name: 'maxLoginAttempts', label: T.maxLoginAttempts, kind: 'number', min: range('maxLoginAttempts')[0], max: range('maxLoginAttempts')[1] },
  { name: 'passwordMinLength', label: T.passwordMinLength, kind: 'number', min: range('passwordMinLength')[0], max: range('passwordMinLength')[1] },
  {
    name: 'passwordExpiryDays',
    label: T.passwordExpiryDays,
    kind: 'number',
    min: range('passwordExpiryDays')[0],
    max: range('passwordExpiryDays')[1],
    hint: `${T.range(...range('passwordExpiryDays'))}; ${T.passwordExpiryHint}`,
  },
  {
    name: 'formRedirectTimeoutSeconds',
    label: T.formRedirectTimeoutSeconds,
    kind: 'number',
    min: range('formRedirectTimeoutSeconds')[0],
    max: range('formRedirectTimeoutSeconds')[1],
    hint: `${T.range(...range('formRedirectTimeoutSeconds'))}; ${T.formRedirectHint}`,
  },
  { name: 'requirePasswordChange', label: T.requirePasswordChange, kind: 'checkbox' },
  { name: 'publicBaseUrl', label: T.publicBaseUrl, kind: 'url', maxLength: B.publicBaseUrlMax, hint: T.publicBaseUrlHint, autoComplete: 'url' },
];

/**
 * General tab: every field but the version, which is the running build's and read-only, and the
 * address PUBLIC_BASE_URL sets, shown read-only when the install sets it (it wins over the field).
 */
export function GeneralTab({ general }: { general: Partial<GeneralSettings> }) {
  const save = useSaveSettings();
  useRememberPortalOrigin(general);
  const { systemVersion, publicBaseUrlOverride, ...values } = general;
  return (
    <SettingsSectionForm
      title={T.tabs.general}
      fields={FIELDS}
      initialValues={values}
      schema={generalSettingsSchema}
      errorPrefix="general."
      save={(next) => save.mutateAsync({ section: 'general', values: next })}
    >
      {publicBaseUrlOverride && (
        <TextField label={T.publicBaseUrlOverride} hint={T.publicBaseUrlOverrideHint} value={publicBaseUrlOverride} readOnly disabled />
      )}
      <TextField label={T.systemVersion} value={systemVersion ?? ''} readOnly disabled />
    </SettingsSectionForm>
  );
}
