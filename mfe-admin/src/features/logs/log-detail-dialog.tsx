import { useLog } from '@tamir/shared-api';
import { Alert, Button, DescriptionList, LoadingText, Modal } from '@tamir/shared-ui';
import { ActionLabel, LevelBadge, entityText } from './log-table';
import { LOG_TEXTS as T, formatLogDate } from './log-texts';

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** The detail dialog (§2.6): GET /logs/{id}, every field, and 'Kapat'. */
export function LogDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const entry = useLog(id);
  const log = entry.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={T.detailTitle}
      size="lg"
      hideClose
      actions={
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      {entry.isPending && <LoadingText />}
      {entry.isError && <Alert variant="error">{T.detailFailed}</Alert>}
      {log && (
        <DescriptionList
          items={[
            { label: T.dId, value: String(log.id) },
            { label: T.dDate, value: formatLogDate(log.createdAt) },
            { label: T.dUser, value: orDash(log.username) },
            { label: T.dAction, value: <ActionLabel action={log.action} /> },
            { label: T.dEntity, value: entityText(log) },
            { label: T.dLevel, value: <LevelBadge level={log.logLevel} /> },
            { label: T.dIp, value: orDash(log.ipAddress) },
            { label: T.dMethod, value: orDash(log.httpMethod) },
            { label: T.dPath, value: <span className="adm-break">{orDash(log.requestPath)}</span> },
            { label: T.dStatus, value: orDash(log.statusCode) },
            { label: T.dDescription, value: <span className="adm-pre">{orDash(log.description)}</span> },
            { label: T.dError, value: <span className="adm-pre">{orDash(log.errorMessage)}</span> },
            {
              label: T.dStack,
              value: log.stackTrace ? (
                <pre className="adm-log-stack" tabIndex={0}>
                  {log.stackTrace}
                </pre>
              ) : (
                '-'
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
