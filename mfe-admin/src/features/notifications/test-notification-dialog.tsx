import { useState, type FormEvent } from 'react';
import { MSG, errorMessage, isPlaceholderEmail, useCompanies, useSendTestNotification } from '@tamir/shared-api';
import { Alert, Modal, Select, TextArea, TextField, toast } from '@tamir/shared-ui';
import { NOTIFICATION_TEXTS as T } from './notification-texts';
import { FormActions } from '../../components/form-actions';

/**
 * The test-notification dialog (§2.2, §5): an Admin types any recipient; a Tamirci first picks one
 * of their companies and the recipient is locked to its contact e-mail.
 */
export function TestNotificationDialog({ isAdmin, onClose }: { isAdmin: boolean; onClose: () => void }) {
  const companies = useCompanies({ enabled: !isAdmin });
  const send = useSendTestNotification();
  const [companyId, setCompanyId] = useState('');
  const [recipient, setRecipient] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const company = companies.data?.find((c) => String(c.id) === companyId);
  const lockedRecipient = company?.contactEmail && !isPlaceholderEmail(company.contactEmail) ? company.contactEmail : '';
  const to = isAdmin ? recipient.trim() : lockedRecipient;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isAdmin && !companyId) return setProblem(MSG.chooseCompany);
    if (!to || !subject.trim() || !body.trim()) return setProblem(MSG.fillAllFields);
    setProblem(null);
    try {
      const result = await send.mutateAsync({
        type: 'Email',
        recipient: to,
        subject: subject.trim(),
        body: body.trim(),
        ...(isAdmin ? {} : { companyId: Number(companyId) }),
      });
      toast.success(result.message);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, T.testFailed));
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={T.testTitle} size="md">
      <form className="tf-stack" onSubmit={submit} noValidate>
        <Select label={T.type} value="Email" disabled options={[{ value: 'Email', label: T.typeEmail }]} />
        {!isAdmin && (
          <Select
            label={T.company}
            placeholder={T.companyPlaceholder}
            value={companyId}
            onChange={(e) => setCompanyId(e.target.value)}
            options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
        )}
        <TextField
          label={T.recipient}
          type="email"
          value={isAdmin ? recipient : lockedRecipient}
          readOnly={!isAdmin}
          onChange={(e) => setRecipient(e.target.value)}
        />
        <TextField label={T.subject} value={subject} onChange={(e) => setSubject(e.target.value)} />
        <TextArea label={T.body} value={body} rows={4} onChange={(e) => setBody(e.target.value)} />
        {problem && <Alert variant="error">{problem}</Alert>}
        <FormActions onCancel={onClose} busy={send.isPending} submitLabel={T.send} busyLabel={T.sending} />
      </form>
    </Modal>
  );
}
