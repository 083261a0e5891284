import {
  KVKK_CHANNELS,
  KVKK_KINDS,
  istanbulToday,
  kvkkRequestCreateSchema,
  schemaErrors,
  useRegisterKvkkRequest,
  type KvkkRequest,
  type KvkkRequestInput,
} from '@tamir/shared-api';
import { Select } from '@tamir/shared-ui';
import { FormDialog } from '../../list-page';
import { KIND_LABEL, KVKK_TEXTS as T } from './kvkk-texts';

type Values = {
  applicantName: string;
  channel: string;
  receivedAt: string;
  kind: string;
  phone: string;
  name: string;
};
const FIELDS = ['applicantName', 'channel', 'receivedAt', 'kind', 'phone', 'name'] as const;

/** The body of POST /kvkk/requests: empty optional fields left out. */
export function toRequestBody(values: Values): KvkkRequestInput {
  return {
    applicantName: values.applicantName.trim(),
    channel: values.channel as KvkkRequestInput['channel'],
    receivedAt: values.receivedAt,
    kind: values.kind as KvkkRequestInput['kind'],
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    ...(values.name.trim() ? { name: values.name.trim() } : {}),
  };
}

export interface RegisterRequestDialogProps {
  onClose: () => void;
  /** The new request, opened at once to search for the person. */
  onRegistered: (request: KvkkRequest) => void;
}

/** Registers a request of Art. 11: who applied, how, when, what they ask, and what to look for (phone, name). */
export function RegisterRequestDialog({ onClose, onRegistered }: RegisterRequestDialogProps) {
  const register = useRegisterKvkkRequest();
  const initialValues: Values = { applicantName: '', channel: KVKK_CHANNELS[0], receivedAt: istanbulToday(), kind: KVKK_KINDS[0], phone: '', name: '' };
  return (
    <FormDialog<Values>
      title={T.registerTitle}
      size="md"
      onClose={onClose}
      initialValues={initialValues}
      check={(values) => schemaErrors(kvkkRequestCreateSchema, toRequestBody(values))}
      fields={FIELDS}
      failed={T.registerFailed}
      submitLabel={T.register}
      save={async (values) => {
        const created = await register.mutateAsync(toRequestBody(values));
        onRegistered(created);
        return T.registered;
      }}
    >
      {({ values, handleChange }, { field, phone, error }) => (
        <>
          {field('applicantName', T.applicantName, { required: true, autoComplete: 'off' })}
          <div className="adm-two">
            <Select
              name="channel"
              label={T.channel}
              value={values.channel}
              onChange={handleChange}
              error={error('channel')}
              options={KVKK_CHANNELS.map((c) => ({ value: c, label: c }))}
            />
            <Select
              name="kind"
              label={T.kind}
              value={values.kind}
              onChange={handleChange}
              error={error('kind')}
              options={KVKK_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
            />
          </div>
          {field('receivedAt', T.receivedAt, { type: 'date', required: true, max: istanbulToday(), hint: T.dueHint })}
          <div className="adm-two">
            {phone('phone', T.phone, { hint: T.phoneHint })}
            {field('name', T.name, { hint: T.nameHint, autoComplete: 'off' })}
          </div>
        </>
      )}
    </FormDialog>
  );
}
