import { Alert, Button, InfoBanner } from '@tamir/shared-ui';

export const REMOTE_FAILED_TITLE = 'Modül yüklenemedi';
export const NOT_READY_TITLE = 'Bu bölüm henüz hazır değil';
export const ORIGIN_REFUSED_TITLE = 'Bu bölüm engellendi';
export const NEW_VERSION_TITLE = 'Bu bölümün yeni sürümü yayında';
export const RELOAD_LABEL = 'Sayfayı Yenile';

type TitleLevel = 1 | undefined;

/** Reloads the whole page: the last resort after a redeploy, never done without the user asking. */
export function reloadPage() {
  window.location.reload();
}

/** A remote that could not be loaded: 'Tekrar Dene', and 'Sayfayı Yenile' once loading again from a new version failed too. */
export function RemoteFailed({ titleLevel, onRetry, suggestReload }: { titleLevel: TitleLevel; onRetry: () => void; suggestReload: boolean }) {
  return (
    <Alert
      variant="error"
      title={REMOTE_FAILED_TITLE}
      titleLevel={titleLevel}
      className="remote-slot__notice"
      actions={
        <>
          <Button variant="secondary" onClick={onRetry}>
            Tekrar Dene
          </Button>
          {suggestReload && <Button onClick={reloadPage}>{RELOAD_LABEL}</Button>}
        </>
      }
    >
      {suggestReload
        ? 'Bu bölüm yeni bir sürüme geçti ve yüklenemedi. Sayfayı yenileyerek devam edebilirsiniz.'
        : 'Bu bölüm şu anda yüklenemedi. İnternet bağlantınızı kontrol edip tekrar deneyin.'}
    </Alert>
  );
}

/** A remote on an origin the server's configuration does not allow: nothing of it is loaded. */
export function RemoteRefused({ titleLevel }: { titleLevel: TitleLevel }) {
  return (
    <Alert variant="error" title={ORIGIN_REFUSED_TITLE} titleLevel={titleLevel} className="remote-slot__notice">
      Bu bölümün adresine sistem ayarlarında izin verilmediği için yüklenmedi. Sistem yöneticinize başvurun.
    </Alert>
  );
}

export function RemoteNotReady({ titleLevel }: { titleLevel: TitleLevel }) {
  return (
    <InfoBanner title={NOT_READY_TITLE} titleLevel={titleLevel} className="remote-slot__notice">
      Bu ekran bir sonraki sürümde kullanıma açılacak.
    </InfoBanner>
  );
}

/**
 * Above a remote that keeps running its earlier version because the new one did not load: the
 * user finishes what they typed and reloads when they choose.
 */
export function NewVersionPrompt() {
  return (
    <InfoBanner title={NEW_VERSION_TITLE} className="remote-slot__notice" actions={<Button onClick={reloadPage}>{RELOAD_LABEL}</Button>}>
      Yeni sürüm yüklenemedi; bu sayfada çalışmaya devam edebilirsiniz. Yazdıklarınızı kaydettikten sonra sayfayı yenileyin.
    </InfoBanner>
  );
}
