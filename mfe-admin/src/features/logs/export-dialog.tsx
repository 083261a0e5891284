import {
  LOG_EXPORT_FORMATS,
  logExportSchema,
  schemaErrors,
  useExportLogs,
  type LogAction,
  type LogEntityType,
  type LogExportFormat,
  type LogLevel,
} from '@tamir/shared-api';
import { Select, saveFile } from '@tamir/shared-ui';
import { LOG_TEXTS as T } from './log-texts';
import { FormDialog } from '../../list-page';

type ExportValues = {
  startDate: string;
  endDate: string;
  format: LogExportFormat;
};
const FIELDS = ['startDate', 'endDate', 'format'] as const;

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
  const save = async (values: ExportValues) => {
    const file = await exporting.mutateAsync({ ...values, ...scope });
    saveFile(file.blob, file.fileName);
    return T.exported;
  };

  return (
    <FormDialog<ExportValues>
      title={T.exportTitle}
      size="sm"
      onClose={onClose}
      initialValues={{ startDate: '', endDate: '', format: 'Excel' }}
      check={(values) => schemaErrors(logExportSchema, values)}
      fields={FIELDS}
      save={save}
      // The spec's text; the server's reasons, if any, under their fields.
      failed={T.exportFailed}
      serverMessage={false}
      submitLabel={T.export}
      busyLabel={T.exportBusy}
    >
      {({ values, handleChange }, { field, error }) => (
        <>
          <div className="adm-two">
            {field('startDate', T.startDate, { type: 'date', required: true })}
            {field('endDate', T.endDate, { type: 'date', required: true })}
          </div>
          <Select
            name="format"
            label={T.format}
            value={values.format}
            onChange={handleChange}
            error={error('format')}
            options={LOG_EXPORT_FORMATS.map((format) => ({ value: format, label: format }))}
          />
          {(scope.logLevel || scope.action || scope.entityType) && <p className="adm-muted">{T.exportHint}</p>}
        </>
      )}
    </FormDialog>
  );
}
