import { useEffect, useRef } from 'react';
import { APPROVAL_LABELS, LIMITS, type ApprovalDecision, type PublicForm } from '@tamir/shared-api/lite';
import { formatTurkeyDateTime } from '../../form-document';

/** What the server hands the page after a refused form post: the message, the field's, and what was typed. */
export interface ApprovalFeedback {
  message: string;
  nameError?: string;
  values?: { name?: string; note?: string };
  /** The button that was pressed (issue 40): the refused page names it. */
  decision?: ApprovalDecision;
}

/** The id of the answer form: the form posts to the page with it as the anchor, so a refusal comes back there. */
export const ANSWER_ANCHOR = 'teklif-yaniti';

export const ANSWER_TEXTS = {
  title: 'Teklif Onayı',
  intro: 'Tamirhanenin teklifini inceleyip onaylayabilir veya reddedebilirsiniz.',
  name: 'Adınız Soyadınız',
  note: 'Not (isteğe bağlı)',
  status: 'Durum',
  approved: (name: string, at: string) => `Teklif ${name} tarafından ${at} tarihinde onaylandı.`,
  rejected: (name: string, at: string) => `Teklif ${name} tarafından ${at} tarihinde reddedildi.`,
  /** Issue 40: the refused page says which answer was not recorded. */
  notSaved: (label: string) => `“${label}” yanıtınız kaydedilmedi.`,
} as const;

/** 'Reddet' yanıtınız kaydedilmedi. Bu teklif zaten yanıtlanmış — the pressed button first, then why (left out when the field says it). */
function refusalText(feedback: ApprovalFeedback, withMessage: boolean): string {
  const pressed = feedback.decision ? ANSWER_TEXTS.notSaved(APPROVAL_LABELS[feedback.decision]) : '';
  return [pressed, withMessage ? feedback.message : ''].filter(Boolean).join(' ');
}

/**
 * The refusal, brought into view and focused when the page comes back (issue 40): `autoFocus`
 * is the HTML `autofocus` on the server-rendered page, so it works with scripts off.
 */
function Refusal({ feedback, withMessage, focus }: { feedback: ApprovalFeedback; withMessage: boolean; focus: boolean }) {
  // React itself focuses only form controls on mount; rendered in the browser, the paragraph is focused here.
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) element.current?.focus();
  }, [focus]);
  return (
    <p ref={element} className="tf-alert tf-alert--error" role="alert" tabIndex={focus ? -1 : undefined} autoFocus={focus} data-testid="answer-refusal">
      {refusalText(feedback, withMessage)}
    </p>
  );
}

/** The repair's status, and the company's answer to the current estimate when there is one. */
export function EstimateStatus({ form, feedback }: { form: PublicForm; feedback?: ApprovalFeedback }) {
  const { approval } = form;
  return (
    <div className="pf-answer-state">
      {/* A refused answer where no answer form is offered any more (already answered, no estimate waiting). */}
      {feedback && !form.canAnswer && <Refusal feedback={feedback} withMessage focus />}
      <p className="pf-status" data-testid="repair-status">
        {`${ANSWER_TEXTS.status}: `}
        <strong>{form.status}</strong>
      </p>
      {approval && (
        <p className={`tf-alert tf-alert--${approval.decision === 'approve' ? 'success' : 'warning'}`} role="status" data-testid="approval-answer">
          {(approval.decision === 'approve' ? ANSWER_TEXTS.approved : ANSWER_TEXTS.rejected)(approval.name, formatTurkeyDateTime(approval.decidedAt))}
        </p>
      )}
    </div>
  );
}

/**
 * Teklifi Onayla / Reddet (issue 28): a plain form post to the page itself, so it works with scripts
 * off; the server records the answer and sends the page again. The version of the lines shown
 * travels with it, so an answer to lines that changed meanwhile is refused.
 */
export function EstimateAnswerForm({ form, action, feedback }: { form: PublicForm; action: string; feedback?: ApprovalFeedback }) {
  const nameError = feedback?.nameError;
  return (
    <form id={ANSWER_ANCHOR} className="tf-card pf-answer no-print" method="post" action={action} aria-labelledby="pf-answer-title">
      <h2 id="pf-answer-title" className="pf-answer__title">
        {ANSWER_TEXTS.title}
      </h2>
      <p className="pf-answer__intro">{ANSWER_TEXTS.intro}</p>
      {/* A refused name is focused in its field, which reads its error; any other refusal is focused here. */}
      {feedback &&
        (nameError ? (
          feedback.decision && <Refusal feedback={feedback} withMessage={false} focus={false} />
        ) : (
          <Refusal feedback={feedback} withMessage focus />
        ))}
      <input type="hidden" name="version" value={form.estimate.version} />
      <div className="tf-field">
        <label className="tf-field__label" htmlFor="pf-answer-name">
          {ANSWER_TEXTS.name}
          <span className="tf-field__required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id="pf-answer-name"
          className="tf-input"
          name="name"
          required
          maxLength={LIMITS.repairItems.approverName}
          autoComplete="name"
          defaultValue={feedback?.values?.name}
          aria-invalid={nameError ? true : undefined}
          autoFocus={!!nameError}
          aria-describedby={nameError ? 'pf-answer-name-error' : undefined}
        />
        {nameError && (
          <p id="pf-answer-name-error" className="tf-field__error" role="alert">
            {nameError}
          </p>
        )}
      </div>
      <div className="tf-field">
        <label className="tf-field__label" htmlFor="pf-answer-note">
          {ANSWER_TEXTS.note}
        </label>
        <textarea
          id="pf-answer-note"
          className="tf-textarea"
          name="note"
          rows={2}
          maxLength={LIMITS.repairItems.approvalNote}
          defaultValue={feedback?.values?.note}
        />
      </div>
      <div className="pf-answer__buttons">
        <button type="submit" className="tf-btn tf-btn--primary" name="decision" value="approve">
          {APPROVAL_LABELS.approve}
        </button>
        <button type="submit" className="tf-btn tf-btn--danger" name="decision" value="reject">
          {APPROVAL_LABELS.reject}
        </button>
      </div>
    </form>
  );
}
