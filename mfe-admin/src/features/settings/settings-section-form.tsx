import { useFormik, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import type { Schema } from 'yup';
import { SETTINGS_SECTION_SCHEMAS, isApiError, useSaveSettings, type SettingsPutSection } from '@tamir/shared-api';
import { Button, Card, toast } from '@tamir/shared-ui';
import { SettingField, type SettingFieldSpec } from './setting-field';
import { SETTINGS_TEXTS as T } from './settings-texts';

type Values = Record<string, unknown>;

export interface SettingsSectionFormProps {
  /** The card's title and the form's accessible name. */
  title: string;
  fields: readonly SettingFieldSpec[];
  initialValues: Values;
  /** The shared yup rules of the section (the server reads the body with the same ones). */
  schema: Schema;
  /** Saves the values; rejects with the API error. */
  save: (values: Values) => Promise<unknown>;
  /** The server's field keys carry this prefix ('general.' for PUT /settings {general}). */
  errorPrefix?: string;
  /** Drawn between the fields and the Kaydet button. */
  children?: ReactNode;
}

/** Server field errors onto the form's own fields ('general.maxLoginAttempts' → maxLoginAttempts). */
export function serverFieldErrors(errors: Record<string, string[]>, fields: readonly SettingFieldSpec[], prefix = ''): Record<string, string> {
  const names = new Map(fields.map((field) => [field.name.toLowerCase(), field.name]));
  const found: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const bare = key.toLowerCase().startsWith(prefix.toLowerCase()) ? key.slice(prefix.length) : key;
    const name = names.get(bare.toLowerCase());
    if (name && messages[0] && !found[name]) found[name] = messages[0];
  }
  return found;
}

/**
 * One settings tab's form (general, e-mail, SMS, logging, backup schedule): the fields, the shared
 * rules, 'Kaydet'. A failed save shows the server's field reasons under their fields and its message
 * (else 'Ayarlar kaydedilemedi'); a save shows 'Ayarlar kaydedildi'.
 */
export function SettingsSectionForm({ title, fields, initialValues, schema, save, errorPrefix = '', children }: SettingsSectionFormProps) {
  const formik: FormikProps<Values> = useFormik<Values>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      try {
        await save(values);
        toast.success(T.saved);
      } catch (error) {
        if (isApiError(error)) {
          const found = serverFieldErrors(error.errors ?? {}, fields, errorPrefix);
          if (Object.keys(found).length > 0) helpers.setErrors(found);
          toast.error(error.serverMessage && error.status !== 500 ? error.serverMessage : T.saveFailed);
        } else toast.error(T.saveFailed);
      }
    },
  });
  return (
    <Card title={title} titleAs="h2">
      <form className="tf-stack" onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <div className="adm-settings-grid">
          {fields.map((spec) => (
            <SettingField key={spec.name} spec={spec} formik={formik} />
          ))}
        </div>
        {children}
        <div className="tf-row adm-actions">
          <Button type="submit" busy={formik.isSubmitting} busyLabel={T.saving}>
            {T.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export interface SettingsPutFormProps extends Omit<SettingsSectionFormProps, 'title' | 'schema' | 'save' | 'errorPrefix'> {
  /** The section PUT /settings saves: its rules, its server error keys ('logging.retentionDays') and, by default, its tab's title. */
  section: SettingsPutSection;
  title?: string;
}

/** A settings tab's form that PUT /settings saves as { [section]: values }. */
export function SettingsPutForm({ section, title = T.tabs[section], ...props }: SettingsPutFormProps) {
  const save = useSaveSettings();
  return (
    <SettingsSectionForm
      {...props}
      title={title}
      schema={SETTINGS_SECTION_SCHEMAS[section]}
      errorPrefix={`${section}.`}
      save={(values) => save.mutateAsync({ section, values })}
    />
  );
}
