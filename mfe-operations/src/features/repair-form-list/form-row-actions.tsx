import { Link } from 'react-router-dom';
import { Button, CopyButton, toast, useWebView } from '@tamir/shared-ui';
import { formDeleteRefusal, type RepairFormSummary } from '@tamir/shared-api';
import { usePublicFormUrl } from '../../components/use-public-form-url';
import { PATHS } from '../../paths';
import { FORM_LIST_TEXTS } from './form-list-texts';

export interface FormRowActionsProps {
  form: RepairFormSummary;
  onDelete: (form: RepairFormSummary) => void;
}

const noLink = () => toast.error(FORM_LIST_TEXTS.noActiveLink);

/** View, copy the public link, open the public page, delete unless delivered or cancelled (core-journeys §2, §4 form link; issue 40). */
export function FormRowActions({ form, onDelete }: FormRowActionsProps) {
  const webView = useWebView();
  const publicFormUrl = usePublicFormUrl();
  const token = form.activeLinkToken;

  const open = () => {
    if (!token) return noLink();
    if (webView) toast.info(FORM_LIST_TEXTS.openingInBrowser);
    window.open(PATHS.publicForm(token), '_blank', 'noopener,noreferrer');
  };

  return (
    <div className="ops-row-actions" role="group" aria-label={`${form.formNumber} işlemleri`}>
      <Link to={PATHS.adminFormDetail(form.id)} className="tf-btn tf-btn--secondary tf-btn--sm">
        Görüntüle
      </Link>
      {token ? (
        <CopyButton text={publicFormUrl(token)} label="Linki Kopyala" onError={() => toast.error(FORM_LIST_TEXTS.copyFailed)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={noLink}>
          Linki Kopyala
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={open}>
        Formu Aç
      </Button>
      {/* Delivered and cancelled forms are records: no deletion is offered that would be refused. */}
      {formDeleteRefusal(form.status) === null && (
        <Button variant="danger" size="sm" onClick={() => onDelete(form)}>
          Sil
        </Button>
      )}
    </div>
  );
}
