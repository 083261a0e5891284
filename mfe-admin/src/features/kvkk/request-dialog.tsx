import { useState } from 'react';
import { errorMessage, formatPhone, useEraseKvkkRequest, useExportKvkkRequest, useKvkkMatches, type KvkkRequest } from '@tamir/shared-api';
import { Alert, Button, ConfirmDialog, DescriptionList, LoadingText, Modal, formatDate, saveFile, toast } from '@tamir/shared-ui';
import { runWithToast } from '../../list-page';
import { CorrectDialog } from './correct-dialog';
import { KIND_LABEL, KVKK_TEXTS as T } from './kvkk-texts';
import { MatchList } from './match-list';
import { RequestState } from './request-state';

export interface RequestDialogProps {
  request: KvkkRequest;
  onClose: () => void;
}

/** One request: who and what, everything found about the person, and export, correction and erasure. */
export function RequestDialog({ request, onClose }: RequestDialogProps) {
  const matches = useKvkkMatches(request.id);
  const exporter = useExportKvkkRequest();
  const erase = useEraseKvkkRequest();
  const [step, setStep] = useState<'correct' | 'erase' | null>(null);
  const [format, setFormat] = useState<'json' | 'pdf' | null>(null);

  const download = async (chosen: 'json' | 'pdf') => {
    setFormat(chosen);
    await runWithToast(
      async () => {
        const file = await exporter.mutateAsync({ id: request.id, format: chosen });
        saveFile(file.blob, file.fileName);
      },
      T.exported,
      T.exportFailed,
    );
    setFormat(null);
  };

  const searched = [request.phone && formatPhone(request.phone), request.name].filter(Boolean).join(' · ') || '-';

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={T.requestTitle(request.applicantName)} size="lg">
      <div className="tf-stack">
        <DescriptionList
          className="tf-summary"
          items={[
            { label: T.channel, value: request.channel },
            { label: T.kind, value: KIND_LABEL[request.kind] ?? request.kind },
            { label: T.receivedAt, value: formatDate(request.receivedAt) },
            { label: T.colDue, value: formatDate(request.dueAt) },
            { label: T.colState, value: <RequestState request={request} /> },
            { label: T.searchedBy, value: searched },
          ]}
        />
        {request.overdue && <Alert variant="error">{T.overdue}</Alert>}
        <section aria-labelledby={`kvkk-matches-${request.id}`} className="tf-stack">
          <h3 id={`kvkk-matches-${request.id}`} className="adm-kvkk-heading">
            {T.matchesTitle}
          </h3>
          {matches.isPending ? (
            <LoadingText />
          ) : matches.isError ? (
            <Alert variant="error">{T.matchesFailed}</Alert>
          ) : (
            <MatchList matches={matches.data} />
          )}
        </section>
        <div className="tf-row adm-actions adm-kvkk-actions">
          <Button variant="secondary" busy={format === 'json'} onClick={() => void download('json')} disabled={format !== null}>
            {T.exportJson}
          </Button>
          <Button variant="secondary" busy={format === 'pdf'} onClick={() => void download('pdf')} disabled={format !== null}>
            {T.exportPdf}
          </Button>
          <Button variant="secondary" onClick={() => setStep('correct')}>
            {T.correct}
          </Button>
          <Button variant="danger" onClick={() => setStep('erase')}>
            {T.erase}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {T.close}
          </Button>
        </div>
      </div>
      {step === 'correct' && <CorrectDialog request={request} onClose={() => setStep(null)} />}
      <ConfirmDialog
        open={step === 'erase'}
        onOpenChange={(open) => !open && setStep(null)}
        title={T.eraseTitle}
        description={T.eraseWhat}
        confirmLabel={T.eraseConfirm}
        busyLabel={T.eraseBusy}
        variant="danger"
        onConfirm={async () => {
          try {
            await erase.mutateAsync(request.id);
            toast.success(T.erased);
            setStep(null);
          } catch (error) {
            toast.error(errorMessage(error, T.eraseFailed));
            throw error;
          }
        }}
      >
        <ul className="adm-kvkk-steps">
          {T.eraseSteps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </Modal>
  );
}
