import {
  changedFields,
  fieldNamesOf,
  formValuesOf,
  userFormSchema,
  userUpdateSchema,
  useSaveUser,
  type FormValuesOf,
  type UserAccount,
  type UserUpdateInput,
} from '@tamir/shared-api';
import { TextField } from '@tamir/shared-ui';
import { USER_TEXTS as T } from './user-texts';
import { FormDialog, PasswordField } from '../../list-page';

/** The form's values: the add form schema's fields, as typed. */
export type UserFormValues = FormValuesOf<typeof userFormSchema>;
const FIELDS = fieldNamesOf(userFormSchema);

/**
 * PUT /user/{id} of the edit form (administration §7): username and names only when changed, the
 * password only when given, e-mail and phone always.
 */
function updateBody(initial: UserFormValues, values: UserFormValues): UserUpdateInput {
  const body: UserUpdateInput = {
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...changedFields(values, initial, ['username', 'firstName', 'lastName']),
  };
  if (values.password.trim()) body.password = values.password;
  return body;
}

export interface UserFormDialogProps {
  /** null: a new admin user. */
  user: UserAccount | null;
  onClose: () => void;
}

/** The add/edit form of §2.1: the role is fixed to Admin and shown disabled. */
export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
  const save = useSaveUser();
  const initial = formValuesOf(userFormSchema, user);
  const editing = user !== null;
  const send = async (values: UserFormValues) => {
    if (user) {
      await save.mutateAsync({ id: user.id, body: updateBody(initial, values) });
      return T.updated;
    }
    const created = await save.mutateAsync({ id: null, body: { ...values, role: 'Admin' } });
    return 'message' in created && created.message ? created.message : T.created;
  };

  return (
    <FormDialog<UserFormValues>
      title={editing ? T.editTitle : T.newTitle}
      size="md"
      onClose={onClose}
      initialValues={initial}
      validationSchema={editing ? userUpdateSchema : userFormSchema}
      fields={FIELDS}
      save={send}
    >
      {({ setFieldValue }, { field }) => (
        <>
          {field('username', T.username, { autoComplete: 'off', required: true })}
          <PasswordField
            input={field('password', T.password, {
              type: 'text',
              autoComplete: 'new-password',
              required: !editing,
              hint: editing ? T.passwordKeepHint : undefined,
            })}
            generateLabel={T.generate}
            // Checked at once: a message about the replaced password must not stay under the new one.
            onGenerate={(password) => void setFieldValue('password', password, true)}
            shownTitle={T.generatedTitle}
            shown={(password) => <span className="adm-mono">{password}</span>}
          />
          <div className="adm-two">
            {field('firstName', T.firstName, { required: true, autoComplete: 'off' })}
            {field('lastName', T.lastName, { required: true, autoComplete: 'off' })}
          </div>
          <div className="adm-two">
            {field('email', T.email, { type: 'email', required: true, autoComplete: 'off' })}
            {field('phone', T.phone, { type: 'tel', required: true, autoComplete: 'off' })}
          </div>
          <TextField label={T.role} value={T.roleAdmin} disabled readOnly />
        </>
      )}
    </FormDialog>
  );
}
