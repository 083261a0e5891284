import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { LIMITS, fieldErrors, isApiError, logCleanSchema, schemaErrors, useCleanLogs } from '@tamir/shared-api';
import { Alert, Button, Modal, TextField, toast } from '@tamir/shared-ui';
import { LOG_TEXTS as T } from './log-texts';
import { FormActions } from '../../components/form-actions';

interface CleanValues {
  daysToKeep: string;
}
const FIELDS = { daysToKeep: 'daysToKeep' } as const;

/**
 * The clean dialog (§2.6, §5 Logs, §9): days to keep (at least 30, 90 by default), the warning that
 * it cannot be undone, then a confirmation step before anything is deleted; the server's message
 * ('N kayıt silindi') is the success toast.
 */
export function CleanDialog({ onClose }: { onClose: () => void }) {
  const clean = useCleanLogs();
  const [confirming, setConfirming] = useState<number | null>(null);
  // What was typed, so 'Vazgeç' on the confirmation comes back to it.
  const [typed, setTyped] = useState(String(LIMITS.logsCleanDefaultDays));

  const confirm = async () => {
    if (confirming === null) return;
    try {
      const result = await clean.mutateAsync(confirming);
      toast.success(result.message);
      onClose();
    } catch (error) {
      toast.error(T.cleanFailed);
      setConfirming(null);
    }
  };

  const toConfirmation = (values: CleanValues, helpers: FormikHelpers<CleanValues>) => {
    helpers.setSubmitting(false);
    setTyped(values.daysToKeep);
    setConfirming(Number(values.daysToKeep));
  };

  if (confirming !== null) {
    return (
      <Modal
        open
        onOpenChange={(open) => !open && !clean.isPending && onClose()}
        title={T.cleanConfirmTitle}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={clean.isPending}>
              {T.back}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} busy={clean.isPending} busyLabel={T.cleanBusy}>
              {T.cleanYes}
            </Button>
          </>
        }
      >
        <Alert variant="warning">{T.cleanConfirm(confirming)}</Alert>
      </Modal>
    );
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={T.cleanTitle} size="sm">
      <Formik<CleanValues>
        initialValues={{ daysToKeep: typed }}
        validate={(values) => fieldErrors(schemaErrors(logCleanSchema, values), FIELDS)}
        onSubmit={toConfirmation}
      >
        {({ values, errors, touched, submitCount, handleChange, handleBlur }) => {
          const days = Number(values.daysToKeep);
          return (
            <Form className="tf-stack" noValidate>
              <TextField
                name="daysToKeep"
                type="number"
                inputMode="numeric"
                label={T.daysToKeep}
                hint={T.daysToKeepHint}
                min={LIMITS.logsCleanMinDays}
                step={1}
                required
                value={values.daysToKeep}
                onChange={handleChange}
                onBlur={handleBlur}
                error={((touched.daysToKeep || submitCount > 0) && errors.daysToKeep) || undefined}
              />
              <Alert variant="warning">{T.cleanWarning(Number.isInteger(days) && days >= LIMITS.logsCleanMinDays ? days : LIMITS.logsCleanMinDays)}</Alert>
              {isApiError(clean.error) && clean.error.errors.daysToKeep && <Alert variant="error">{clean.error.errors.daysToKeep[0]}</Alert>}
              <FormActions onCancel={onClose} busy={false} submitLabel={T.cleanNext} />
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
