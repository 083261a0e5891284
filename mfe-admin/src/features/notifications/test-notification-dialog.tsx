import type { FormikHelpers } from 'formik';
import {
  LIMITS,
  MSG,
  isPlaceholderEmail,
  schemaErrors,
  testNotificationProblem,
  testNotificationSchema,
  useCompanies,
  useSendTestNotification,
  type NotificationType,
  type TestNotificationInput,
} from '@tamir/shared-api';
import { Alert, InfoBanner, Select } from '@tamir/shared-ui';
import { NOTIFICATION_TEXTS as T } from './notification-texts';
import { FormDialog } from '../../list-page';

type TestValues = {
  type: NotificationType;
  companyId: string;
  recipient: string;
  subject: string;
  body: string;
};

const INITIAL: TestValues = { type: 'Email', companyId: '', recipient: '', subject: '', body: '' };
/** The fields the server's and the schema's messages may name. */
const FIELDS = ['type', 'companyId', 'recipient', 'subject', 'body'] as const;

/**
 * The test-notification dialog (administration §2.2, §5): an Admin types any recipient; a Tamirci
 * first picks one of their companies and the recipient is locked to its contact e-mail. The spec's
 * messages come in its order ('Lütfen bir firma seçin', then 'Lütfen tüm alanları doldurun'), by
 * the shared rule the server applies too; SMS sending is inactive.
 */
export function TestNotificationDialog({ isAdmin, onClose }: { isAdmin: boolean; onClose: () => void }) {
  const companies = useCompanies({ enabled: !isAdmin });
  const send = useSendTestNotification();
  const companyList = companies.data ?? [];

  /** The chosen company's contact e-mail ('' when none or 'E-posta yok'). */
  const addressOf = (companyId: string) => {
    const email = companyList.find((c) => String(c.id) === companyId)?.contactEmail;
    return email && !isPlaceholderEmail(email) ? email : '';
  };
  const toBody = (values: TestValues): TestNotificationInput => ({
    type: values.type,
    recipient: isAdmin ? values.recipient.trim() : addressOf(values.companyId),
    subject: values.subject.trim(),
    body: values.body.trim(),
    ...(isAdmin || !values.companyId ? {} : { companyId: Number(values.companyId) }),
  });

  const save = async (values: TestValues, form: FormikHelpers<TestValues>) => {
    const body = toBody(values);
    const problem = testNotificationProblem(body, { isAdmin });
    form.setStatus(problem?.message);
    if (problem) return null;
    return (await send.mutateAsync(body)).message;
  };

  return (
    <FormDialog<TestValues>
      title={T.testTitle}
      size="md"
      onClose={onClose}
      initialValues={INITIAL}
      check={(values) => schemaErrors(testNotificationSchema, toBody(values))}
      validateOnBlur={false}
      fields={FIELDS}
      save={save}
      failed={T.testFailed}
      showAllErrors
      submitLabel={T.send}
      busyLabel={T.sending}
    >
      {({ values, status, handleChange }, { field, area, error }) => (
        <>
          <Select
            name="type"
            label={T.type}
            value={values.type}
            onChange={handleChange}
            error={error('type')}
            options={[
              { value: 'Email', label: T.typeEmail },
              { value: 'SMS', label: T.typeSms },
            ]}
          />
          {!isAdmin && (
            <Select
              name="companyId"
              label={T.company}
              placeholder={T.companyPlaceholder}
              value={values.companyId}
              onChange={handleChange}
              error={error('companyId')}
              options={companyList.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          )}
          {field('recipient', T.recipient, {
            type: 'email',
            value: isAdmin ? values.recipient : addressOf(values.companyId),
            readOnly: !isAdmin,
            hint: isAdmin ? undefined : T.lockedRecipient,
            maxLength: LIMITS.notification.recipient,
          })}
          {field('subject', T.subject, { maxLength: LIMITS.notification.subject })}
          {area('body', T.body, { rows: 4, maxLength: LIMITS.notification.body })}
          {values.type === 'SMS' ? <InfoBanner>{MSG.smsInactive}</InfoBanner> : status && <Alert variant="error">{status}</Alert>}
        </>
      )}
    </FormDialog>
  );
}
