import {
  KVKK_ANSWER_CHANNELS,
  KVKK_DECISIONS,
  kvkkAnswerSchema,
  schemaErrors,
  useAnswerKvkkRequest,
  type KvkkAnswerInput,
  type KvkkRequest,
} from '@tamir/shared-api';
import { Select } from '@tamir/shared-ui';
import { FormDialog } from '../../list-page';
import { KVKK_TEXTS as T } from './kvkk-texts';

type Values = { decision: string; reason: string; channel: string };

const toBody = (values: Values): KvkkAnswerInput => ({
  decision: values.decision as KvkkAnswerInput['decision'],
  channel: values.channel as KvkkAnswerInput['channel'],
  ...(values.decision === 'Red' && values.reason.trim() ? { reason: values.reason.trim() } : {}),
});

/** Answers the request (Art. 13): Kabul or Red with its reason, and how the answer goes out; the 30-day clock stops. */
export function AnswerDialog({ request, onClose }: { request: KvkkRequest; onClose: () => void }) {
  const answer = useAnswerKvkkRequest();
  return (
    <FormDialog<Values>
      title={T.answerTitle(request.id)}
      size="md"
      onClose={onClose}
      initialValues={{ decision: KVKK_DECISIONS[0], reason: '', channel: KVKK_ANSWER_CHANNELS[0] }}
      fields={['decision', 'reason', 'channel']}
      failed={T.answerFailed}
      failureIn="alert"
      check={(values) => schemaErrors(kvkkAnswerSchema, toBody(values))}
      submitLabel={T.answerSave}
      save={async (values) => {
        await answer.mutateAsync({ id: request.id, body: toBody(values) });
        return T.answered;
      }}
    >
      {({ values, handleChange }, { area, error }) => (
        <>
          <p>{T.answerHint}</p>
          <div className="adm-two">
            <Select
              name="decision"
              label={T.decision}
              value={values.decision}
              onChange={handleChange}
              error={error('decision')}
              options={KVKK_DECISIONS.map((d) => ({ value: d, label: d }))}
            />
            <Select
              name="channel"
              label={T.answerChannel}
              value={values.channel}
              onChange={handleChange}
              error={error('channel')}
              options={KVKK_ANSWER_CHANNELS.map((c) => ({ value: c, label: c }))}
            />
          </div>
          {values.decision === 'Red' && area('reason', T.reason, { required: true, rows: 3, maxLength: 2000 })}
        </>
      )}
    </FormDialog>
  );
}
