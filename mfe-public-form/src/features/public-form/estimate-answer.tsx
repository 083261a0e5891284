import { APPROVAL_LABELS, LIMITS, type PublicForm } from '@tamir/shared-api/lite';
import { formatTurkeyDateTime } from '../../form-document';

/** What the server hands the page after a refused form post: the message, the field's, and what was typed. */
export interface ApprovalFeedback {
  message: string;
  nameError?: string;
  values?: { name?: string; note?: string };
}

export const ANSWER_TEXTS = {
  title: 'Teklif Onayı',
  intro: 'Tamirhanenin teklifini inceleyip onaylayabilir veya reddedebilirsiniz.',
  name: 'Adınız Soyadınız',
  note: 'Not (isteğe bağlı)',
  status: 'Durum',
  approved: (name: string, at: string) => `Teklif ${name} tarafından ${at} tarihinde onaylandı.`,
  rejected: (name: string, at: string) => `Teklif ${name} tarafından ${at} tarihinde reddedildi.`,
} as const;

/** The repair's status, and the company's answer to the current estimate when there is one. */
export function EstimateStatus({ form, feedback }: { form: PublicForm; feedback?: ApprovalFeedback }) {
  const { approval } = form;
  return (
    <div className="pf-answer-state">
      {/* A refused answer where no answer form is offered any more (already answered, no estimate waiting). */}
      {feedback && !form.canAnswer && (
        <p className="tf-alert tf-alert--error" role="alert">
          {feedback.message}
        </p>
      )}
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
    <form className="tf-card pf-answer no-print" method="post" action={action} aria-labelledby="pf-answer-title">
      <h2 id="pf-answer-title" className="pf-answer__title">
        {ANSWER_TEXTS.title}
      </h2>
      <p className="pf-answer__intro">{ANSWER_TEXTS.intro}</p>
      {feedback && !nameError && (
        <p className="tf-alert tf-alert--error" role="alert">
          {feedback.message}
        </p>
      )}
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
