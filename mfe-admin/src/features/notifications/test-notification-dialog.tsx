import { Form, Formik, type FormikHelpers } from 'formik';
import {
  LIMITS,
  MSG,
  errorMessage,
  fieldErrors,
  isApiError,
  isPlaceholderEmail,
  schemaErrors,
  testNotificationProblem,
  testNotificationSchema,
  useCompanies,
  useSendTestNotification,
  type NotificationType,
  type TestNotificationInput,
} from '@tamir/shared-api';
import { Alert, InfoBanner, Modal, Select, TextArea, TextField, toast } from '@tamir/shared-ui';
import { NOTIFICATION_TEXTS as T } from './notification-texts';
import { FormActions } from '../../components/form-actions';

interface TestValues {
  type: NotificationType;
  companyId: string;
  recipient: string;
  subject: string;
  body: string;
}
type TestField = keyof TestValues;

const INITIAL: TestValues = { type: 'Email', companyId: '', recipient: '', subject: '', body: '' };
/** The server's error keys (lower-cased when matched) onto the fields. */
const FIELD_OF: Record<string, TestField> = { type: 'type', companyId: 'companyId', recipient: 'recipient', subject: 'subject', body: 'body' };

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

  const submit = async (values: TestValues, helpers: FormikHelpers<TestValues>) => {
    const body = toBody(values);
    const problem = testNotificationProblem(body, { isAdmin });
    helpers.setStatus(problem?.message);
    if (problem) return;
    try {
      const result = await send.mutateAsync(body);
      toast.success(result.message);
      onClose();
    } catch (error) {
      if (isApiError(error)) helpers.setErrors(fieldErrors(error.errors ?? {}, FIELD_OF));
      toast.error(errorMessage(error, T.testFailed));
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={T.testTitle} size="md">
      <Formik<TestValues>
        initialValues={INITIAL}
        validate={(values) => fieldErrors(schemaErrors(testNotificationSchema, toBody(values)), FIELD_OF)}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ values, errors, status, handleChange, isSubmitting }) => (
          <Form className="tf-stack" noValidate>
            <Select
              name="type"
              label={T.type}
              value={values.type}
              onChange={handleChange}
              error={errors.type}
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
                error={errors.companyId}
                options={companyList.map((c) => ({ value: String(c.id), label: c.name }))}
              />
            )}
            <TextField
              name="recipient"
              label={T.recipient}
              type="email"
              value={isAdmin ? values.recipient : addressOf(values.companyId)}
              readOnly={!isAdmin}
              hint={isAdmin ? undefined : T.lockedRecipient}
              onChange={handleChange}
              error={errors.recipient}
              maxLength={LIMITS.notification.recipient}
            />
            <TextField
              name="subject"
              label={T.subject}
              value={values.subject}
              onChange={handleChange}
              error={errors.subject}
              maxLength={LIMITS.notification.subject}
            />
            <TextArea
              name="body"
              label={T.body}
              value={values.body}
              rows={4}
              onChange={handleChange}
              error={errors.body}
              maxLength={LIMITS.notification.body}
            />
            {values.type === 'SMS' ? <InfoBanner>{MSG.smsInactive}</InfoBanner> : status && <Alert variant="error">{status}</Alert>}
            <FormActions onCancel={onClose} busy={isSubmitting} submitLabel={T.send} busyLabel={T.sending} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
