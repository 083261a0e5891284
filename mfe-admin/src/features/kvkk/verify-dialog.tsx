import {
  KVKK_VERIFICATION_METHODS,
  kvkkVerificationSchema,
  schemaErrors,
  useVerifyKvkkRequest,
  type KvkkRequest,
  type KvkkVerificationInput,
} from '@tamir/shared-api';
import { Select } from '@tamir/shared-ui';
import { FormDialog } from '../../list-page';
import { KVKK_TEXTS as T } from './kvkk-texts';

type Values = { method: string; note: string };

const toBody = (values: Values): KvkkVerificationInput => ({
  method: values.method as KvkkVerificationInput['method'],
  ...(values.note.trim() ? { note: values.note.trim() } : {}),
});

/** Records who checked the applicant's identity (the signed-in Admin) and how; export, correction and erase wait for it. */
export function VerifyDialog({ request, onClose }: { request: KvkkRequest; onClose: () => void }) {
  const verify = useVerifyKvkkRequest();
  return (
    <FormDialog<Values>
      title={T.verifyTitle(request.id)}
      size="md"
      onClose={onClose}
      initialValues={{ method: '', note: '' }}
      fields={['method', 'note']}
      failed={T.verifyFailed}
      failureIn="alert"
      check={(values) => schemaErrors(kvkkVerificationSchema, toBody(values))}
      submitLabel={T.verifySave}
      save={async (values) => {
        await verify.mutateAsync({ id: request.id, body: toBody(values) });
        return T.verified;
      }}
    >
      {({ values, handleChange }, { area, error }) => (
        <>
          <p>{T.verifyHint}</p>
          <Select
            name="method"
            label={T.verifyMethod}
            value={values.method}
            onChange={handleChange}
            error={error('method')}
            options={[{ value: '', label: T.choose }, ...KVKK_VERIFICATION_METHODS.map((m) => ({ value: m, label: m }))]}
          />
          {area('note', T.verifyNote, { maxLength: 500 })}
        </>
      )}
    </FormDialog>
  );
}
