import { useCorrectKvkkRequest, type KvkkRequest } from '@tamir/shared-api';
import { FormDialog } from '../../list-page';
import { KVKK_TEXTS as T } from './kvkk-texts';

interface Values extends Record<string, unknown> {
  name: string;
  phone: string;
}

/** Fixes a name or a phone everywhere the request's matches hold it; an empty field changes nothing. */
export function CorrectDialog({ request, onClose }: { request: KvkkRequest; onClose: () => void }) {
  const correct = useCorrectKvkkRequest();
  return (
    <FormDialog<Values>
      title={T.correctTitle}
      size="md"
      onClose={onClose}
      initialValues={{ name: '', phone: '' }}
      fields={['name', 'phone']}
      failed={T.correctFailed}
      save={async (values) => {
        const name = values.name.trim();
        const phone = values.phone.trim();
        await correct.mutateAsync({ id: request.id, body: { ...(name ? { name } : {}), ...(phone ? { phone } : {}) } });
        return T.corrected;
      }}
    >
      {(_form, { field, phone }) => (
        <>
          <p>{T.correctHint}</p>
          {field('name', T.newName, { autoComplete: 'off' })}
          {phone('phone', T.newPhone)}
        </>
      )}
    </FormDialog>
  );
}
