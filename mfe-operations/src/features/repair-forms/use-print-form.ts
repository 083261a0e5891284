import { useCallback, useEffect, useRef } from 'react';
import { activeLink, hasRealEmail, useCreateFormLink, useSendRepairForm, type RepairForm } from '@tamir/shared-api';
import { toast, useWebView } from '@tamir/shared-ui';
import { FORM_TEXTS } from './form-texts';

export type PrintableForm = Pick<RepairForm, 'id' | 'formLinks'> & { vehicle: Pick<RepairForm['vehicle'], 'companyEmail'> };

/**
 * Every print of a form. The printed form carries a QR code of its public page, so a form without
 * an active link gets one first (POST /repairform/{id}/link) and prints once the page shows it. In
 * the app's web view, which cannot print, the form link goes by e-mail to the company instead
 * (POST /repairform/{id}/send, sendEmail true, sendSms false).
 */
export function usePrintForm(form: PrintableForm | null) {
  const webView = useWebView();
  const { mutateAsync: send, isPending: sending } = useSendRepairForm();
  const { mutateAsync: createLink, isPending: linking } = useCreateFormLink();
  const hasLink = !!form && !!activeLink(form);
  const printWhenLinked = useRef(false);

  // Effects run after the page is drawn: the new link's QR code is in the document when this prints.
  useEffect(() => {
    if (!hasLink || !printWhenLinked.current) return;
    printWhenLinked.current = false;
    window.print();
  }, [hasLink]);

  const print = useCallback(async (): Promise<void> => {
    if (!webView) {
      if (!form || hasLink) {
        window.print();
        return;
      }
      if (linking) return;
      printWhenLinked.current = true;
      try {
        await createLink(form.id);
      } catch {
        printWhenLinked.current = false;
        toast.error(FORM_TEXTS.linkForPrintFailed);
        window.print();
      }
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
  }, [form, hasLink, linking, createLink, send, sending, webView]);

  return { print, webView, sending: sending || linking };
}
