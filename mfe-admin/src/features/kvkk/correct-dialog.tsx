import { kvkkCorrectionSchema, schemaErrors, useCorrectKvkkPerson, type KvkkCorrectionInput, type KvkkRequest } from '@tamir/shared-api';
import { FormDialog } from '../../list-page';
import { KVKK_TEXTS as T } from './kvkk-texts';

type Values = {
  name: string;
  phone: string;
  currentName: string;
};

const toCorrectionBody = (values: Values): KvkkCorrectionInput => {
  const name = values.name.trim();
  const phone = values.phone.trim();
  const currentName = values.currentName.trim();
  return { ...(name ? { name } : {}), ...(phone ? { phone } : {}), ...(currentName ? { currentName } : {}) };
};

/** Fixes a name or a phone everywhere the request's matches hold it; an empty field changes nothing. */
export function CorrectDialog({ request, onClose }: { request: KvkkRequest; onClose: () => void }) {
  const correct = useCorrectKvkkPerson();
  return (
    <FormDialog<Values>
      title={T.correctTitle}
      size="md"
      onClose={onClose}
      initialValues={{ name: '', phone: '', currentName: '' }}
      fields={['name', 'phone', 'currentName']}
      failed={T.correctFailed}
      check={(values) => schemaErrors(kvkkCorrectionSchema, toCorrectionBody(values))}
      failureIn="alert"
      save={async (values) => (await correct.mutateAsync({ id: request.id, body: toCorrectionBody(values) })).message}
    >
      {(_form, { field, phone }) => (
        <>
          <p>{T.correctHint}</p>
          {!request.name && field('currentName', T.currentName, { autoComplete: 'off', hint: T.currentNameHint })}
          {field('name', T.newName, { autoComplete: 'off' })}
          {phone('phone', T.newPhone)}
        </>
      )}
    </FormDialog>
  );
}
