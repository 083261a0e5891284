import { useCallback, useState } from 'react';
import { hasRealEmail, sendRepairForm, type RepairForm } from '@tamir/shared-api';
import { toast, useWebView } from '@tamir/shared-ui';
import { useApi } from '../../api-context';
import { FORM_TEXTS } from './form-texts';

export type PrintableForm = Pick<RepairForm, 'id'> & { vehicle: Pick<RepairForm['vehicle'], 'companyEmail'> };

/**
 * Every print of a form. In the app's web view, which cannot print, the form link goes by e-mail
 * to the company instead (POST /repairform/{id}/send, sendEmail true, sendSms false).
 */
export function usePrintForm(form: PrintableForm | null) {
  const api = useApi();
  const webView = useWebView();
  const [sending, setSending] = useState(false);

  const print = useCallback(async (): Promise<void> => {
    if (!webView) {
      window.print();
      return;
    }
    if (!form || sending) return;
    toast.info(FORM_TEXTS.webViewPrint);
    const email = form.vehicle.companyEmail;
    if (!hasRealEmail(email)) {
      toast.error(FORM_TEXTS.mailFailed, { title: FORM_TEXTS.noCompanyEmail });
      return;
    }
    setSending(true);
    try {
      await sendRepairForm(api, form.id, { email: String(email).trim(), phone: null, sendEmail: true, sendSms: false });
      toast.success(FORM_TEXTS.mailSent);
    } catch {
      toast.error(FORM_TEXTS.mailFailed);
    } finally {
      setSending(false);
    }
  }, [api, form, sending, webView]);

  return { print, webView, sending };
}
