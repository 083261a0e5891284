import { Form, Formik, type FormikHelpers } from 'formik';
import {
  LOG_EXPORT_FORMATS,
  fieldErrors,
  isApiError,
  logExportSchema,
  schemaErrors,
  useExportLogs,
  type LogAction,
  type LogEntityType,
  type LogExportFormat,
  type LogLevel,
} from '@tamir/shared-api';
import { Modal, Select, TextField, saveFile, toast } from '@tamir/shared-ui';
import { LOG_TEXTS as T } from './log-texts';
import { FormActions } from '../../components/form-actions';

interface ExportValues {
  startDate: string;
  endDate: string;
  format: LogExportFormat;
}
type ExportField = keyof ExportValues;
const FIELDS: Record<ExportField, ExportField> = { startDate: 'startDate', endDate: 'endDate', format: 'format' };

/** The filters of the list that the export takes along (administration §3 'Log export parameters'). */
export interface ExportScope {
  logLevel?: LogLevel;
  action?: LogAction;
  entityType?: LogEntityType;
}

/**
 * The export dialog (§2.6, §5 Logs: both dates required; §9: Excel, CSV or JSON, Excel the
 * default). The file the server names (logs_{start}_{end}.{ext}) is handed to the browser.
 */
export function ExportDialog({ scope, onClose }: { scope: ExportScope; onClose: () => void }) {
  const exporting = useExportLogs();

  const submit = async (values: ExportValues, helpers: FormikHelpers<ExportValues>) => {
    try {
      const file = await exporting.mutateAsync({ ...values, ...scope });
      saveFile(file.blob, file.fileName);
      toast.success(T.exported);
      onClose();
    } catch (error) {
      // The spec's text; the server's reasons, if any, under their fields.
      if (isApiError(error)) helpers.setErrors(fieldErrors(error.errors, FIELDS));
      toast.error(T.exportFailed);
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={T.exportTitle} size="sm">
      <Formik<ExportValues>
        initialValues={{ startDate: '', endDate: '', format: 'Excel' }}
        validate={(values) => fieldErrors(schemaErrors(logExportSchema, values), FIELDS)}
        validateOnChange={false}
        onSubmit={submit}
      >
        {({ values, errors, touched, submitCount, handleChange, handleBlur, isSubmitting }) => {
          const errorOf = (name: ExportField) => ((touched[name] || submitCount > 0) && errors[name]) || undefined;
          return (
            <Form className="tf-stack" noValidate>
              <div className="adm-two">
                <TextField
                  name="startDate"
                  type="date"
                  label={T.startDate}
                  required
                  value={values.startDate}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={errorOf('startDate')}
                />
                <TextField
                  name="endDate"
                  type="date"
                  label={T.endDate}
                  required
                  value={values.endDate}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={errorOf('endDate')}
                />
              </div>
              <Select
                name="format"
                label={T.format}
                value={values.format}
                onChange={handleChange}
                error={errorOf('format')}
                options={LOG_EXPORT_FORMATS.map((format) => ({ value: format, label: format }))}
              />
              {(scope.logLevel || scope.action || scope.entityType) && <p className="adm-muted">{T.exportHint}</p>}
              <FormActions onCancel={onClose} busy={isSubmitting} submitLabel={T.export} busyLabel={T.exportBusy} />
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
