import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, CopyButton, EmptyState, LoadingText, Modal, PageHeader, toast } from '@tamir/shared-ui';
import { LIMITS, activeLink } from '@tamir/shared-api';
import { PATHS, type FormViewLocationState } from '../../paths';
import { FORM_TEXTS } from './form-texts';
import { FormDocument } from './form-document';
import { useRedirectCountdown } from './use-redirect-countdown';
import { useRepairForm } from './use-repair-form';

/** The countdown after creation; the settings endpoint will supply it later (0 = off). */
export const FORM_REDIRECT_SECONDS: number = LIMITS.defaultFormRedirectSeconds;

function publicUrl(token: string): string {
  return `${window.location.origin}${PATHS.publicForm(token)}`;
}

/** /plate-search/form/{id}: the created form, its print, its public link (core-journeys §2, §4). */
export function FormViewPage({ redirectSeconds = FORM_REDIRECT_SECONDS }: { redirectSeconds?: number }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const load = useRepairForm(id);
  const [justCreated] = useState(() => Boolean((location.state as FormViewLocationState | null)?.justCreated));
  const [promptOpen, setPromptOpen] = useState(justCreated);

  useEffect(() => {
    // Once, on arrival: a reload of this page must not offer the print prompt and countdown again.
    if (justCreated) navigate(location.pathname, { replace: true, state: null });
  }, []);

  const goHome = useCallback(() => navigate(PATHS.plateSearch), [navigate]);
  const remaining = useRedirectCountdown(redirectSeconds, goHome, justCreated && load.status === 'loaded');

  useEffect(() => {
    if (load.status !== 'error') return;
    toast.error(FORM_TEXTS.loadFailed);
    navigate(PATHS.plateSearch, { replace: true });
  }, [load.status, navigate]);

  if (load.status === 'loading') return <LoadingText center />;
  if (load.status === 'error') return null;
  if (load.status === 'not-found') {
    return (
      <div className="ops-page">
        <EmptyState
          title={FORM_TEXTS.notFound}
          action={
            <Button variant="secondary" onClick={goHome}>
              Geri Dön
            </Button>
          }
        />
      </div>
    );
  }

  const { form } = load;
  const link = activeLink(form);
  const print = () => window.print();

  return (
    <div className="tf-stack ops-page">
      <PageHeader
        title={FORM_TEXTS.viewTitle}
        subtitle={`Form No: ${form.formNumber}`}
        actions={
          <>
            <Button onClick={print}>Yazdır</Button>
            <Button variant="secondary" onClick={goHome}>
              Yeni Form
            </Button>
          </>
        }
      />

      {justCreated && (
        <Alert
          variant="success"
          title={FORM_TEXTS.created}
          className="no-print"
          actions={
            remaining !== null ? (
              <Button size="sm" onClick={goHome}>
                Şimdi Git
              </Button>
            ) : undefined
          }
        >
          {remaining !== null && <p>{FORM_TEXTS.redirect(remaining)}</p>}
        </Alert>
      )}

      <FormDocument form={form} />

      <Card title="Paylaşım Linki" titleAs="h2" className="no-print">
        {link ? (
          <div className="tf-row ops-link">
            <a href={PATHS.publicForm(link.token)} target="_blank" rel="noreferrer" className="ops-link__url" data-testid="public-link">
              {publicUrl(link.token)}
            </a>
            <CopyButton text={publicUrl(link.token)} label="Linki Kopyala" />
          </div>
        ) : (
          <p className="ops-muted">{FORM_TEXTS.noActiveLink}</p>
        )}
      </Card>

      <Modal
        open={promptOpen}
        onOpenChange={setPromptOpen}
        title={FORM_TEXTS.created}
        description="Formu şimdi yazdırabilir veya ana sayfaya dönebilirsiniz."
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={goHome}>
              Ana Sayfaya Dön
            </Button>
            <Button
              onClick={() => {
                setPromptOpen(false);
                // Let the dialog close before the print snapshot is taken.
                window.setTimeout(print, 100);
              }}
            >
              Yazdır
            </Button>
          </>
        }
      />
    </div>
  );
}
