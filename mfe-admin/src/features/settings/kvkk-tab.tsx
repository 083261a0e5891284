import * as yup from 'yup';
import {
  KVKK_PUBLIC_PATH,
  KVKK_RETENTION_CATEGORIES,
  KVKK_RETENTION_LABELS,
  LIMITS,
  kvkkSettingsSchema,
  useKvkkNoticeVersions,
  useKvkkSettings,
  useSaveKvkkSettings,
  type KvkkRetentionCategory,
  type KvkkSettings,
  type KvkkSettingsInput,
} from '@tamir/shared-api';
import { LoadingText, formatDateTime } from '@tamir/shared-ui';
import { LoadFailed } from '../../components/load-failed';
import type { SettingFieldSpec } from './setting-field';
import { SettingsSectionForm } from './settings-section-form';
import { KVKK_TAB_TEXTS as T } from './kvkk-tab-texts';

const K = LIMITS.kvkk;
/** The form's flat name of a retention period ('retention.forms' → 'retentionForms'). */
const flat = (category: KvkkRetentionCategory) => `retention${category[0].toUpperCase()}${category.slice(1)}`;

const FIELDS: readonly SettingFieldSpec[] = [
  { name: 'controllerTitle', label: T.controllerTitle, kind: 'text', maxLength: K.controllerTitle, hint: T.controllerTitleHint },
  { name: 'email', label: T.email, kind: 'email', maxLength: K.email, autoComplete: 'off' },
  { name: 'address', label: T.address, kind: 'textarea', maxLength: K.address, rows: 2 },
  { name: 'kepAddress', label: T.kepAddress, kind: 'email', maxLength: K.kepAddress, hint: T.kepHint, autoComplete: 'off' },
  { name: 'emailProviderCountry', label: T.emailProviderCountry, kind: 'text', maxLength: K.providerCountry, hint: T.countryHint },
  { name: 'smsProviderCountry', label: T.smsProviderCountry, kind: 'text', maxLength: K.providerCountry, hint: T.countryHint },
  { name: 'noticeText', label: T.noticeText, kind: 'textarea', maxLength: K.noticeText, rows: 14, hint: T.noticeHint(K.noticeTextMin) },
  ...KVKK_RETENTION_CATEGORIES.map((category): SettingFieldSpec => ({
    name: flat(category),
    label: T.retention(KVKK_RETENTION_LABELS[category]),
    kind: 'number',
    min: K.retentionDays[0],
    max: K.retentionDays[1],
    hint: T.retentionHint(K.retentionDays[0], K.retentionDays[1]),
  })),
];

const shape = kvkkSettingsSchema.fields;
const retentionShape = (shape.retention as unknown as yup.ObjectSchema<Record<KvkkRetentionCategory, number>>).fields;
/** The shared rules of PUT /settings/kvkk over the form's flat fields (the same messages the server sends). */
const FLAT_SCHEMA = yup.object({
  controllerTitle: shape.controllerTitle,
  address: shape.address,
  email: shape.email,
  kepAddress: shape.kepAddress,
  emailProviderCountry: shape.emailProviderCountry,
  smsProviderCountry: shape.smsProviderCountry,
  noticeText: shape.noticeText,
  ...Object.fromEntries(KVKK_RETENTION_CATEGORIES.map((category) => [flat(category), retentionShape[category]])),
});

type Values = Record<string, unknown>;

const toValues = (settings: KvkkSettings): Values => ({
  controllerTitle: settings.controllerTitle,
  address: settings.address,
  email: settings.email,
  kepAddress: settings.kepAddress,
  emailProviderCountry: settings.emailProviderCountry,
  smsProviderCountry: settings.smsProviderCountry,
  noticeText: settings.noticeText,
  ...Object.fromEntries(KVKK_RETENTION_CATEGORIES.map((category) => [flat(category), settings.retention[category]])),
});

const toBody = (values: Values): KvkkSettingsInput => ({
  controllerTitle: String(values.controllerTitle ?? ''),
  address: String(values.address ?? ''),
  email: String(values.email ?? ''),
  kepAddress: String(values.kepAddress ?? ''),
  emailProviderCountry: String(values.emailProviderCountry ?? ''),
  smsProviderCountry: String(values.smsProviderCountry ?? ''),
  noticeText: String(values.noticeText ?? ''),
  retention: Object.fromEntries(KVKK_RETENTION_CATEGORIES.map((category) => [category, Number(values[flat(category)])])) as KvkkSettingsInput['retention'],
});

/**
 * The KVKK tab (issue 30): the data controller, the notice text (a changed text is saved as a new
 * version; the old ones are kept) and the retention period of each category in days.
 */
export function KvkkTab() {
  const settings = useKvkkSettings();
  const save = useSaveKvkkSettings();
  const versions = useKvkkNoticeVersions();
  if (settings.isPending) return <LoadingText />;
  if (settings.isError) return <LoadFailed message={T.loadFailed} onRetry={() => void settings.refetch()} />;
  const data = settings.data;
  return (
    <SettingsSectionForm
      title={T.title}
      fields={FIELDS}
      initialValues={toValues(data)}
      schema={FLAT_SCHEMA}
      save={(values) => save.mutateAsync(toBody(values))}
    >
      <div className="adm-kvkk-version" data-testid="kvkk-notice-version">
        <p>
          <strong>{T.version(data.noticeVersion)}</strong> · {T.publishedAt(formatDateTime(data.noticePublishedAt))}
        </p>
        <p>
          {T.publicPage} <a href={KVKK_PUBLIC_PATH}>{KVKK_PUBLIC_PATH}</a>
        </p>
        <p data-testid="kvkk-transfer-abroad">{data.transferAbroad ? `${T.transferAbroad} ${data.transferAbroad}` : T.noTransferAbroad}</p>
        <p>{data.lastRetentionRunAt ? T.lastRun(formatDateTime(data.lastRetentionRunAt)) : T.neverRun}</p>
        {versions.data && versions.data.length > 1 && (
          <details>
            <summary>{T.versions(versions.data.length)}</summary>
            <ul>
              {versions.data.map((v) => (
                <li key={v.version}>{T.versionLine(v.version, formatDateTime(v.publishedAt), v.publishedBy)}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </SettingsSectionForm>
  );
}
