import { Formik, Form, type FormikHelpers } from 'formik';
import { useState } from 'react';
import {
  MSG,
  fieldErrors,
  generatePassword,
  isApiError,
  userCreateSchema,
  userUpdateSchema,
  useSaveUser,
  type UserAccount,
  type UserUpdateInput,
} from '@tamir/shared-api';
import { Alert, Button, Modal, TextField, toast } from '@tamir/shared-ui';
import { USER_TEXTS as T } from './user-texts';
import { FormActions } from '../../components/form-actions';

export interface UserFormValues {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

type Field = keyof UserFormValues;
const FIELD_OF_BODY: Record<string, Field> = {
  username: 'username',
  password: 'password',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
};

const valuesOf = (user: UserAccount | null): UserFormValues => ({
  username: user?.username ?? '',
  password: '',
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
});

/**
 * PUT /user/{id} of the edit form (administration §7): username and names only when changed, the
 * password only when given, e-mail and phone always.
 */
export function updateBody(initial: UserFormValues, values: UserFormValues): UserUpdateInput {
  const body: UserUpdateInput = { email: values.email.trim(), phone: values.phone.trim() };
  for (const field of ['username', 'firstName', 'lastName'] as const) {
    if (values[field].trim() !== initial[field].trim()) body[field] = values[field].trim();
  }
  if (values.password.trim()) body.password = values.password;
  return body;
}

export interface UserFormDialogProps {
  open: boolean;
  /** null: a new admin user. */
  user: UserAccount | null;
  onClose: () => void;
}

/** The add/edit form of §2.1: the role is fixed to Admin and shown disabled. */
export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
  const save = useSaveUser();
  const [generated, setGenerated] = useState<string | null>(null);
  const initial = valuesOf(user);
  const editing = user !== null;

  const submit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    try {
      if (user) {
        await save.mutateAsync({ id: user.id, body: updateBody(initial, values) });
        toast.success(T.updated);
      } else {
        const created = await save.mutateAsync({ id: null, body: { ...values, role: 'Admin' } });
        toast.success('message' in created && created.message ? created.message : T.created);
      }
      setGenerated(null);
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        const errors = fieldErrors(error.errors ?? {}, FIELD_OF_BODY);
        if (Object.keys(errors).length > 0) helpers.setErrors(errors);
        toast.error(error.serverMessage ?? MSG.operationFailed);
      } else toast.error(MSG.operationFailed);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setGenerated(null);
          onClose();
        }
      }}
      title={editing ? T.editTitle : T.newTitle}
      size="md"
    >
      <Formik<UserFormValues>
        initialValues={initial}
        validationSchema={editing ? userUpdateSchema : userCreateSchema.omit(['role', 'repairShopId'])}
        validateOnBlur
        validateOnChange={false}
        onSubmit={submit}
        enableReinitialize
      >
        {({ values, errors, touched, submitCount, handleChange, handleBlur, setFieldValue, isSubmitting }) => {
          // A field's message shows once it was left or the form was sent.
          const error = (field: Field) => ((touched[field] || submitCount > 0) && errors[field]) || undefined;
          const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
            <TextField name={name} label={label} value={values[name]} onChange={handleChange} onBlur={handleBlur} error={error(name)} {...extra} />
          );
          return (
            <Form className="tf-stack" noValidate>
              {field('username', T.username, { autoComplete: 'off', required: true })}
              <div className="adm-password-row">
                {field('password', T.password, {
                  type: 'text',
                  autoComplete: 'new-password',
                  required: !editing,
                  hint: editing ? T.passwordKeepHint : undefined,
                })}
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    const password = generatePassword();
                    setGenerated(password);
                    // Checked at once: a message about the replaced password must not stay under the new one.
                    void setFieldValue('password', password, true);
                  }}
                >
                  {T.generate}
                </Button>
              </div>
              {generated && (
                <Alert variant="info" title={T.generatedTitle}>
                  <span className="adm-mono">{generated}</span>
                </Alert>
              )}
              <div className="adm-two">
                {field('firstName', T.firstName, { required: true, autoComplete: 'off' })}
                {field('lastName', T.lastName, { required: true, autoComplete: 'off' })}
              </div>
              <div className="adm-two">
                {field('email', T.email, { type: 'email', required: true, autoComplete: 'off' })}
                {field('phone', T.phone, { type: 'tel', required: true, autoComplete: 'off' })}
              </div>
              <TextField label={T.role} value={T.roleAdmin} disabled readOnly />
              <FormActions onCancel={onClose} busy={isSubmitting} />
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
