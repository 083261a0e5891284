import { useState } from 'react';
import {
  errorMessage,
  useEraseKvkkPerson,
  useExportKvkkRequest,
  useKvkkMatches,
  useKvkkRequest,
  useSetKvkkRequestState,
  type KvkkClosingState,
  type KvkkRequest,
} from '@tamir/shared-api';
import { Alert, Button, ConfirmDialog, DescriptionList, LoadingText, Modal, formatDate, formatDateTime, saveFile, toast } from '@tamir/shared-ui';
import { runWithToast } from '../../list-page';
import { CorrectDialog } from './correct-dialog';
import { KIND_LABEL, KVKK_TEXTS as T } from './kvkk-texts';
import { MatchList, type TickedMatches } from './match-list';
import { RequestState } from './request-state';

export interface RequestDialogProps {
  /** The request as the list showed it; read again while the dialog is open. */
  request: KvkkRequest;
  onClose: () => void;
}

/** One request: who and what, everything found about the person, export, and (by its kind) correction or erasure. */
export function RequestDialog({ request: shown, onClose }: RequestDialogProps) {
  const request = useKvkkRequest(shown.id, shown).data ?? shown;
  const matches = useKvkkMatches(request.id);
  const exporter = useExportKvkkRequest();
  const erase = useEraseKvkkPerson();
  const setState = useSetKvkkRequestState();
  const [step, setStep] = useState<'correct' | 'erase' | null>(null);
  const [format, setFormat] = useState<'json' | 'pdf' | null>(null);
  const [ticked, setTicked] = useState<TickedMatches>({});
  const open = request.state === 'Açık';
  const erasable = open && request.kind === 'Silme';
  const tickedCount = Object.values(ticked).reduce((sum, list) => sum + (list?.length ?? 0), 0);
  const tick = (kind: keyof TickedMatches, id: number, on: boolean) =>
    setTicked((now) => {
      const rest = (now[kind] ?? []).filter((x) => x !== id);
      return { ...now, [kind]: on ? [...rest, id] : rest };
    });

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
  const close = (state: KvkkClosingState) => runWithToast(() => setState.mutateAsync({ id: request.id, body: { state } }), T.stateSaved, T.stateFailed);

  const searched = [request.phoneMasked, request.name].filter(Boolean).join(' · ') || '-';

  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title={T.requestTitle(request.applicantName)} size="lg" hideClose>
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
            { label: T.createdBy, value: request.createdBy },
            !!request.erasedAt && { label: T.erasedAt, value: formatDateTime(request.erasedAt) },
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
            <Alert variant="error">{errorMessage(matches.error, T.matchesFailed)}</Alert>
          ) : (
            <MatchList matches={matches.data} ticked={ticked} onTick={erasable ? tick : undefined} />
          )}
        </section>
        <div className="tf-row adm-actions adm-kvkk-actions">
          <Button variant="secondary" busy={format === 'json'} disabled={format !== null} onClick={() => void download('json')}>
            {T.exportJson}
          </Button>
          <Button variant="secondary" busy={format === 'pdf'} disabled={format !== null} onClick={() => void download('pdf')}>
            {T.exportPdf}
          </Button>
          {open && request.kind === 'Düzeltme' && (
            <Button variant="secondary" onClick={() => setStep('correct')}>
              {T.correct}
            </Button>
          )}
          {erasable && (
            <Button variant="danger" onClick={() => setStep('erase')}>
              {T.erase}
            </Button>
          )}
          {open && (
            <>
              <Button variant="secondary" busy={setState.isPending && setState.variables?.body.state === 'Tamamlandı'} onClick={() => void close('Tamamlandı')}>
                {T.complete}
              </Button>
              <Button variant="ghost" busy={setState.isPending && setState.variables?.body.state === 'Reddedildi'} onClick={() => void close('Reddedildi')}>
                {T.reject}
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={onClose}>
            {T.close}
          </Button>
        </div>
      </div>
      {step === 'correct' && <CorrectDialog request={request} onClose={() => setStep(null)} />}
      <ConfirmDialog
        open={step === 'erase'}
        onOpenChange={(next) => !next && setStep(null)}
        title={T.eraseTitle}
        description={T.eraseWhat}
        confirmLabel={T.eraseConfirm}
        busyLabel={T.eraseBusy}
        variant="danger"
        onConfirm={async () => {
          try {
            const done = await erase.mutateAsync({ id: request.id, ticked });
            setTicked({});
            toast.success(done.message);
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
          <li>{tickedCount > 0 ? T.eraseTicked(tickedCount) : T.eraseNoneTicked}</li>
        </ul>
      </ConfirmDialog>
    </Modal>
  );
}
