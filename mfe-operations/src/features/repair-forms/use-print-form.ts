import { useCallback } from 'react';
import { hasRealEmail, useSendRepairForm, type RepairForm } from '@tamir/shared-api';
import { toast, useWebView } from '@tamir/shared-ui';
import { FORM_TEXTS } from './form-texts';

export type PrintableForm = Pick<RepairForm, 'id'> & { vehicle: Pick<RepairForm['vehicle'], 'companyEmail'> };

/**
 * Every print of a form. In the app's web view, which cannot print, the form link goes by e-mail
 * to the company instead (POST /repairform/{id}/send, sendEmail true, sendSms false).
 */
export function usePrintForm(form: PrintableForm | null) {
  const webView = useWebView();
  const { mutateAsync: send, isPending: sending } = useSendRepairForm();

  const print = useCallback(async (): Promise<void> => {
    if (!webView) {
      window.print();
      return;
    }
    if (!form || sending) return;
    toast.info(FORM_TEXTS.webViewPrint);
    const email = form.vehicle.companyEmail;
    if (!email || !hasRealEmail(email)) {
      toast.error(FORM_TEXTS.mailFailed, { title: FORM_TEXTS.noCompanyEmail });
      return;
    }
    try {
      // One e-mail per created form: the server sends this copy only if the company has none yet.
      await send({ id: form.id, email: email.trim(), phone: null, sendEmail: true, sendSms: false, companyCopy: true });
      toast.success(FORM_TEXTS.mailSent);
    } catch {
      toast.error(FORM_TEXTS.mailFailed);
    }
  }, [form, send, sending, webView]);

  return { print, webView, sending };
}
