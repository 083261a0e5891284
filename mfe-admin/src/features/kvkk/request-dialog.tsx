import { useState } from 'react';
import {
  errorMessage,
  useDownloadKvkkAnswerLetter,
  useEraseKvkkPerson,
  useExportKvkkRequest,
  useKvkkMatches,
  useKvkkRequest,
  useRepairShops,
  type KvkkRequest,
} from '@tamir/shared-api';
import { Alert, Button, ConfirmDialog, DescriptionList, LoadingText, Modal, formatDate, formatDateTime, saveFile, toast } from '@tamir/shared-ui';
import { runWithToast } from '../../list-page';
import { AnswerDialog } from './answer-dialog';
import { CorrectDialog } from './correct-dialog';
import { KIND_LABEL, KVKK_TEXTS as T } from './kvkk-texts';
import { MatchList, type TickedMatches } from './match-list';
import { RequestState } from './request-state';
import { VerifyDialog } from './verify-dialog';

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
  const letter = useDownloadKvkkAnswerLetter();
  const shops = useRepairShops({ enabled: request.repairShopId !== null });
  const shopName = shops.data?.find((shop) => shop.id === request.repairShopId)?.name;
  const [step, setStep] = useState<'correct' | 'erase' | 'verify' | 'answer' | null>(null);
  const [format, setFormat] = useState<'json' | 'pdf' | null>(null);
  const [ticked, setTicked] = useState<TickedMatches>({});
  const open = request.state === 'Açık';
  const verified = !!request.verifiedAt;
  // 'Sil / Anonimleştir' only when something was found (issue 40 item 12).
  const foundAny = !!matches.data && Object.values(matches.data.counts).some((n) => n > 0);
  const erasable = open && verified && request.kind === 'Silme' && !request.erasedAt;
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
  const downloadLetter = () =>
    runWithToast(
      async () => {
        const file = await letter.mutateAsync(request.id);
        saveFile(file.blob, file.fileName);
      },
      T.answerLetterDone,
      T.answerLetterFailed,
    );

  const searched = [request.phoneMasked, request.name].filter(Boolean).join(' · ') || '-';

  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title={T.requestTitle(request.id, request.applicantName)} size="lg" hideClose>
      <div className="tf-stack">
        <DescriptionList
          className="tf-summary"
          items={[
            { label: T.requestNumber, value: `#${request.id}` },
            {
              label: T.controllerTo,
              value: request.repairShopId === null ? T.controllerPortal : T.controllerShop(shopName ?? `#${request.repairShopId}`),
            },
            !!request.identityMasked && {
              label: T.identityShown,
              value: `${request.identityKind ?? ''}: ${request.identityMasked}${request.nationality ? ` (${request.nationality})` : ''}`,
            },
            !!request.noticeAddress && { label: T.addressShown, value: request.noticeAddress },
            !!request.contact && { label: T.contactShown, value: request.contact },
            !!request.subject && { label: T.subjectShown, value: request.subject },
            { label: T.channel, value: request.channel },
            { label: T.kind, value: KIND_LABEL[request.kind] ?? request.kind },
            { label: T.receivedAt, value: formatDate(request.receivedAt) },
            { label: T.colDue, value: formatDate(request.dueAt) },
            { label: T.colState, value: <RequestState request={request} /> },
            { label: T.searchedBy, value: searched },
            { label: T.createdBy, value: request.createdBy },
            {
              label: T.verification,
              value: request.verifiedAt
                ? T.verifiedBy(request.verifiedBy ?? '', request.verificationMethod ?? '', formatDateTime(request.verifiedAt))
                : T.notVerified,
            },
            !!request.erasedAt && { label: T.erasedAt, value: formatDateTime(request.erasedAt) },
            !!request.correctedAt && { label: T.correctedAt, value: formatDateTime(request.correctedAt) },
            !!request.thirdPartyNotifiedAt && {
              label: T.thirdParty,
              value: T.thirdPartyShown(formatDateTime(request.thirdPartyNotifiedAt), request.thirdPartyRecipients.join(', ')),
            },
            !!request.answeredAt && {
              label: T.answerShown,
              value: `${request.answerDecision ?? ''} · ${request.answerChannel ?? ''} · ${formatDateTime(request.answeredAt)}${request.answerReason ? ` · ${request.answerReason}` : ''}`,
            },
          ]}
        />
        {open && !verified && <Alert variant="info">{T.verifyFirst}</Alert>}
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
          {open && !verified && <Button onClick={() => setStep('verify')}>{T.verify}</Button>}
          {verified && (
            <>
              <Button variant="secondary" busy={format === 'json'} disabled={format !== null} onClick={() => void download('json')}>
                {T.exportJson}
              </Button>
              <Button variant="secondary" busy={format === 'pdf'} disabled={format !== null} onClick={() => void download('pdf')}>
                {T.exportPdf}
              </Button>
            </>
          )}
          {open && verified && request.kind === 'Düzeltme' && !request.correctedAt && (
            <Button variant="secondary" onClick={() => setStep('correct')}>
              {T.correct}
            </Button>
          )}
          {erasable && foundAny && (
            <Button variant="danger" onClick={() => setStep('erase')}>
              {T.erase}
            </Button>
          )}
          {open && !request.answeredAt && (
            <Button variant="secondary" onClick={() => setStep('answer')}>
              {T.answer}
            </Button>
          )}
          {!!request.answeredAt && (
            <Button variant="secondary" busy={letter.isPending} onClick={() => void downloadLetter()}>
              {T.answerLetter}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            {T.close}
          </Button>
        </div>
      </div>
      {step === 'correct' && <CorrectDialog request={request} onClose={() => setStep(null)} />}
      {step === 'verify' && <VerifyDialog request={request} onClose={() => setStep(null)} />}
      {step === 'answer' && <AnswerDialog request={request} onClose={() => setStep(null)} />}
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
