import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, EstimateTotals, LoadingText, toast, useLeaveGuard } from '@tamir/shared-ui';
import {
  canEditLines,
  errorMessage,
  isApiError,
  repairItemsInputSchema,
  schemaErrors,
  useSaveRepairItems,
  type Reminder,
  type RepairItems,
} from '@tamir/shared-api';
import { draftOf, draftTotals, newLine, toInput, type LineDraft } from './line-draft';
import { LineCard } from './line-card';
import { WORK_TEXTS } from './work-texts';
import { LINES_ANCHOR } from '../../../paths';
import './repair-work.css';

export interface ItemEditorProps {
  formId: number;
  status: string;
  items: RepairItems | undefined;
  failed: boolean;
  /** Told whether the lines on screen differ from the saved ones, and which saved version they start from. */
  onDraftChange?: (state: LineDraftState) => void;
  /** Arrived through 'Kalemleri Ekle' (issue 40): the card is scrolled to and focused once the lines are in. */
  focusOnArrival?: boolean;
  /** The vehicle's open reminders a line can do (issue 44). */
  reminders?: readonly Reminder[];
}

/** What 'Teklif Gönder' needs to know of the editor: the estimate goes out only as it is shown. */
export interface LineDraftState {
  dirty: boolean;
  version: number | null;
}

/**
 * Parts and labour with prices (issue 28): the whole list is saved at once with the version it
 * was read at, so two tablets never overwrite each other silently (409 → the newer lines are offered).
 */
export function ItemEditor({ formId, status, items, failed, onDraftChange, focusOnArrival = false, reminders }: ItemEditorProps) {
  const save = useSaveRepairItems();
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const editable = canEditLines(status);
  const unsaved = editable && dirty;
  useEffect(() => onDraftChange?.({ dirty: unsaved, version: baseVersion }), [unsaved, baseVersion, onDraftChange]);
  // Typed lines are not lost unseen: leaving (a link, the menu, Back, closing the tab) asks first.
  useLeaveGuard(unsaved, WORK_TEXTS.leaveUnsaved);
  const card = useRef<HTMLElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (!focusOnArrival || arrived.current || !card.current) return;
    arrived.current = true;
    card.current.scrollIntoView?.({ block: 'start' });
    card.current.focus({ preventScroll: true });
  }, [focusOnArrival, items, failed]);
  // Every state of the card is the anchor 'Kalemleri Ekle' opens, and takes focus there.
  const anchor = { id: LINES_ANCHOR, ref: card, tabIndex: -1 };

  const load = (from: RepairItems) => {
    setLines(from.items.map(draftOf));
    setBaseVersion(from.version);
    setDirty(false);
    setErrors({});
    setProblem(null);
  };

  // Fresh lines from the server replace the draft unless the user is in the middle of changing it.
  useEffect(() => {
    if (items && (!dirty || baseVersion === null)) load(items);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only new server data reloads the draft
  }, [items]);

  if (failed)
    return (
      <Card {...anchor} title={WORK_TEXTS.itemsTitle} titleAs="h2" className="no-print">
        <p className="ops-muted">{WORK_TEXTS.itemsLoadFailed}</p>
      </Card>
    );
  if (!items) return <LoadingText />;
  // The form document above shows the saved lines; once locked there is nothing more to do here.
  if (!editable) {
    return (
      <Card {...anchor} title={WORK_TEXTS.itemsTitle} titleAs="h2" className="no-print ops-items">
        <p className="ops-muted">{items.items.length > 0 ? WORK_TEXTS.linesLocked : WORK_TEXTS.noLines}</p>
      </Card>
    );
  }

  const change = (next: LineDraft[]) => {
    setLines(next);
    setDirty(true);
  };
  const totals = draftTotals(lines);
  const stale = dirty && baseVersion !== null && items.version !== baseVersion;

  const submit = async () => {
    if (save.isPending || baseVersion === null) return;
    const { body, typing } = toInput(baseVersion, lines);
    const found = { ...schemaErrors(repairItemsInputSchema, body), ...typing };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({ id: formId, ...body });
      load(saved);
      toast.success(WORK_TEXTS.linesSaved);
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      setProblem(errorMessage(error, WORK_TEXTS.linesSaveFailed));
      toast.error(WORK_TEXTS.linesSaveFailed);
    }
  };

  return (
    <Card {...anchor} title={WORK_TEXTS.itemsTitle} titleAs="h2" className="no-print ops-items">
      {(status === 'Onaylandı' || status === 'İşlemde') && <p className="ops-muted">{WORK_TEXTS.afterApprovalNote}</p>}
      {lines.length === 0 && <p className="ops-muted">{WORK_TEXTS.noLines}</p>}
      <ol className="ops-lines">
        {lines.map((line, index) => (
          <LineCard
            key={line.key}
            line={line}
            index={index}
            lineTotalKurus={totals.accepted[index] ? (totals.lines[index]?.lineTotalKurus ?? 0) : null}
            errors={errors}
            onChange={(next) => change(lines.map((other) => (other.key === line.key ? next : other)))}
            onRemove={() => change(lines.filter((other) => other.key !== line.key))}
            reminders={reminders}
          />
        ))}
      </ol>
      <div className="ops-work__actions">
        <Button variant="secondary" onClick={() => change([...lines, newLine('Parça')])}>
          {WORK_TEXTS.addPart}
        </Button>
        <Button variant="secondary" onClick={() => change([...lines, newLine('İşçilik')])}>
          {WORK_TEXTS.addLabour}
        </Button>
      </div>
      <EstimateTotals totals={totals} />
      {problem && <Alert variant="error">{problem}</Alert>}
      {stale && (
        <Alert variant="warning">
          {WORK_TEXTS.staleLines}{' '}
          <Button variant="secondary" size="sm" onClick={() => load(items)}>
            {WORK_TEXTS.reloadLines}
          </Button>
        </Alert>
      )}
      <div className="ops-work__actions">
        <Button onClick={submit} disabled={!dirty} busy={save.isPending} busyLabel={WORK_TEXTS.moving}>
          {WORK_TEXTS.saveLines}
        </Button>
        {dirty && <span className="ops-muted">{WORK_TEXTS.unsaved}</span>}
      </div>
    </Card>
  );
}
