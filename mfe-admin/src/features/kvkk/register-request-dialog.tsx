import {
  KVKK_CHANNELS,
  KVKK_KINDS,
  istanbulToday,
  kvkkRequestCreateSchema,
  schemaErrors,
  useRegisterKvkkRequest,
  type KvkkRequest,
  type KvkkRequestInput,
  useRepairShops,
} from '@tamir/shared-api';
import { Select } from '@tamir/shared-ui';
import { FormDialog } from '../../list-page';
import { KIND_LABEL, KVKK_TEXTS as T } from './kvkk-texts';

type Values = {
  /** '' : the portal's controller; else the id of the repair shop whose controller was applied to. */
  repairShopId: string;
  applicantName: string;
  /** 'tr': a T.C. kimlik no; 'foreign': nationality and passport/ID number (Başvuru Tebliği art. 5). */
  identity: string;
  tckn: string;
  nationality: string;
  foreignIdNumber: string;
  noticeAddress: string;
  contact: string;
  subject: string;
  channel: string;
  receivedAt: string;
  kind: string;
  phone: string;
  name: string;
};
const FIELDS = [
  'applicantName',
  'tckn',
  'nationality',
  'foreignIdNumber',
  'noticeAddress',
  'contact',
  'subject',
  'channel',
  'receivedAt',
  'kind',
  'phone',
  'name',
  'repairShopId',
] as const;

/** The body of POST /kvkk/requests: empty optional fields left out; only the chosen identity is sent. */
export function toRequestBody(values: Values): KvkkRequestInput {
  const foreign = values.identity === 'foreign';
  return {
    ...(values.repairShopId ? { repairShopId: Number(values.repairShopId) } : {}),
    applicantName: values.applicantName.trim(),
    ...(foreign ? { nationality: values.nationality.trim(), foreignIdNumber: values.foreignIdNumber.trim() } : { tckn: values.tckn.trim() }),
    noticeAddress: values.noticeAddress.trim(),
    ...(values.contact.trim() ? { contact: values.contact.trim() } : {}),
    subject: values.subject.trim(),
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
  const shops = useRepairShops();
  const initialValues: Values = {
    repairShopId: '',
    applicantName: '',
    identity: 'tr',
    tckn: '',
    nationality: '',
    foreignIdNumber: '',
    noticeAddress: '',
    contact: '',
    subject: '',
    channel: KVKK_CHANNELS[0],
    receivedAt: istanbulToday(),
    kind: KVKK_KINDS[0],
    phone: '',
    name: '',
  };
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
      {({ values, handleChange }, { field, area, phone, error }) => (
        <>
          <Select
            name="repairShopId"
            label={T.controllerTo}
            value={values.repairShopId}
            onChange={handleChange}
            error={error('repairShopId')}
            hint={T.controllerHint}
            options={[
              { value: '', label: T.controllerPortal },
              ...(shops.data ?? []).map((shop) => ({ value: String(shop.id), label: T.controllerShop(shop.name) })),
            ]}
          />
          {field('applicantName', T.applicantName, { required: true, autoComplete: 'off' })}
          <Select
            name="identity"
            label={T.identity}
            value={values.identity}
            onChange={handleChange}
            options={[
              { value: 'tr', label: T.identityTr },
              { value: 'foreign', label: T.identityForeign },
            ]}
          />
          {values.identity === 'foreign' ? (
            <div className="adm-two">
              {field('nationality', T.nationality, { required: true, autoComplete: 'off' })}
              {field('foreignIdNumber', T.foreignIdNumber, { required: true, autoComplete: 'off' })}
            </div>
          ) : (
            field('tckn', T.tckn, { required: true, inputMode: 'numeric', maxLength: 11, autoComplete: 'off', hint: T.tcknHint })
          )}
          {area('noticeAddress', T.noticeAddress, { required: true, rows: 2, maxLength: 500 })}
          {field('contact', T.contact, { hint: T.contactHint, autoComplete: 'off' })}
          {area('subject', T.subject, { required: true, rows: 3, maxLength: 2000 })}
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
            {field('name', T.name, { hint: values.kind === 'Düzeltme' ? T.nameHintCorrection : T.nameHint, autoComplete: 'off' })}
          </div>
        </>
      )}
    </FormDialog>
  );
}
