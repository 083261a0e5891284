import { LIMITS, type GeneralSettings } from '@tamir/shared-api';
import { TextField } from '@tamir/shared-ui';
import { numberSetting, type SettingFieldSpec } from './setting-field';
import { SettingsPutForm } from './settings-section-form';
import { SETTINGS_TEXTS as T } from './settings-texts';
import { useRememberPortalOrigin } from './use-remember-portal-origin';

const B = LIMITS.settings;

const FIELDS: readonly SettingFieldSpec[] = [
  { name: 'systemName', label: T.systemName, kind: 'text', maxLength: B.systemNameMax },
  numberSetting('sessionTimeoutMinutes', T.sessionTimeoutMinutes),
  numberSetting('maxLoginAttempts', T.maxLoginAttempts),
  numberSetting('passwordMinLength', T.passwordMinLength),
  numberSetting('passwordExpiryDays', T.passwordExpiryDays, T.passwordExpiryHint),
  numberSetting('formRedirectTimeoutSeconds', T.formRedirectTimeoutSeconds, T.formRedirectHint),
  { name: 'requirePasswordChange', label: T.requirePasswordChange, kind: 'checkbox' },
  { name: 'publicBaseUrl', label: T.publicBaseUrl, kind: 'url', maxLength: B.publicBaseUrlMax, hint: T.publicBaseUrlHint, autoComplete: 'url' },
];

/**
 * General tab: every field but the version, which is the running build's and read-only, and the
 * address PUBLIC_BASE_URL sets, shown read-only when the install sets it (it wins over the field).
 */
export function GeneralTab({ general }: { general: Partial<GeneralSettings> }) {
  useRememberPortalOrigin(general);
  const { systemVersion, publicBaseUrlOverride, ...values } = general;
  return (
    <SettingsPutForm section="general" fields={FIELDS} initialValues={values}>
      {publicBaseUrlOverride && (
        <TextField label={T.publicBaseUrlOverride} hint={T.publicBaseUrlOverrideHint} value={publicBaseUrlOverride} readOnly disabled />
      )}
      <TextField label={T.systemVersion} value={systemVersion ?? ''} readOnly disabled />
    </SettingsPutForm>
  );
}
