import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Modal, TextField, toast } from '@tamir/shared-ui';
import {
  errorMessage,
  formatPhone,
  hasRealEmail,
  hasRealPhone,
  isValidEmail,
  isValidPhone,
  LIMITS,
  maskPhoneInput,
  MSG,
  normalizePhone,
  PHONE_INPUT_MAX_LENGTH,
  useSendRepairForm,
  type RepairForm,
} from '@tamir/shared-api';
import { FORM_TEXTS } from './form-texts';

export interface ShareFormDialogProps {
  form: RepairForm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Errors {
  email?: string;
  phone?: string;
  form?: string;
}

const initialEmail = (form: RepairForm) => (hasRealEmail(form.vehicle.companyEmail) ? String(form.vehicle.companyEmail).trim() : '');
const initialPhone = (form: RepairForm) => (hasRealPhone(form.customerPhone) ? formatPhone(String(form.customerPhone)) : '');

/**
 * 'Formu Paylaş': the link goes by e-mail; SMS is not active, so a phone is only stored with the
 * request (core-journeys §2, administration §5 share rule).
 */
export function ShareFormDialog({ form, open, onOpenChange }: ShareFormDialogProps) {
  const { mutateAsync: send, isPending: busy } = useSendRepairForm();
  const [email, setEmail] = useState(() => initialEmail(form));
  const [phone, setPhone] = useState(() => initialPhone(form));
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!open) return;
    setEmail(initialEmail(form));
    setPhone(initialPhone(form));
    setErrors({});
  }, [open, form]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const mail = email.trim();
    const digits = phone.trim() ? normalizePhone(phone) : '';
    const found: Errors = {};
    if (!mail && !digits) found.form = FORM_TEXTS.shareContactRequired;
    if (mail && !isValidEmail(mail)) found.email = MSG.emailInvalid;
    if (digits && !isValidPhone(digits)) found.phone = MSG.phoneInvalid;
    setErrors(found);
    if (found.form || found.email || found.phone) return;

    try {
      const answer = await send({
        id: form.id,
        email: mail || null,
        phone: digits || null,
        sendEmail: Boolean(mail),
        sendSms: Boolean(digits),
      });
      toast.success(mail ? FORM_TEXTS.mailSent : answer?.message || FORM_TEXTS.phoneSaved);
      onOpenChange(false);
    } catch (error) {
      // The server's reason (e.g. a bad address) stays in the dialog; the toast says what failed.
      setErrors({ form: errorMessage(error, FORM_TEXTS.shareFailed) });
      toast.error(FORM_TEXTS.shareFailed);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={FORM_TEXTS.shareTitle}
      description={`${form.formNumber} numaralı formun linkini paylaşın.`}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            İptal
          </Button>
          <Button type="submit" form="share-form" busy={busy} busyLabel="Gönderiliyor...">
            Gönder
          </Button>
        </>
      }
    >
      <form id="share-form" className="tf-stack" onSubmit={submit} noValidate>
        <TextField
          label="E-posta"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="ornek@firma.com"
          maxLength={LIMITS.shortTextMax}
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          label="Telefon"
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(maskPhoneInput(event.target.value))}
          placeholder="0XXX XXX XX XX"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          autoComplete="tel"
          error={errors.phone}
        />
        <ul className="ops-notes">
          <li>Form linki e-posta adresine gönderilir.</li>
          <li>SMS gönderimi henüz aktif değildir; telefon numarası yalnızca kaydedilir.</li>
          <li>Link {LIMITS.defaultLinkValidityDays} gün geçerlidir.</li>
        </ul>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
      </form>
    </Modal>
  );
}
