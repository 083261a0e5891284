import { Alert, Button, InfoBanner, LoadingText } from '@tamir/shared-ui';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { useEffect, useMemo, useState } from 'react';
import { guardParcel, type ParcelObject } from '../../mfe/guard-parcel';
import { useApi, useRemoteLoader } from '../../lib/services';
import { RemoteNotListedError, type RemoteName } from '../../mfe/remote-loader';

export const REMOTE_LOADING_TEXT = 'Yükleniyor...';
export const REMOTE_FAILED_TITLE = 'Modül yüklenemedi';
export const NOT_READY_TITLE = 'Bu bölüm henüz hazır değil';

type SlotState = { status: 'loading' } | { status: 'ready'; config: ParcelObject } | { status: 'failed' } | { status: 'not-ready' };

export interface RemoteSlotProps {
  remote: RemoteName;
  /** A remote that may not be deployed yet: when /remotes.json does not list it, say so instead of failing. */
  optional?: boolean;
  /**
   * The layout this slot sits in, handed to the parcel: a remote mounted in one layout renders
   * nothing for a path of the other, which the shell is about to mount it again for. The admin
   * layout's header holds the page's h1; elsewhere a notice of the slot's own is the page's h1.
   */
  area?: LayoutArea;
}

export type LayoutArea = 'plain' | 'admin';

/**
 * Mounts a remote's `./app` parcel here and hands it `{ api, area }`. Loading shows 'Yükleniyor...';
 * a failure shows an error with 'Tekrar Dene' inside the layout, never an empty page.
 */
export function RemoteSlot({ remote, optional = false, area }: RemoteSlotProps) {
  const titleLevel = area === 'admin' ? undefined : 1;
  const api = useApi();
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const [mounted, setMounted] = useState(false);
  const config = state.status === 'ready' ? state.config : null;
  const guarded = useMemo(
    () =>
      config &&
      guardParcel(config, (error) => {
        console.error(error);
        setState({ status: 'failed' });
      }),
    [config],
  );

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    setMounted(false);
    loader.load(remote, { fresh: attempt > 0 }).then(
      (config) => {
        if (active) setState({ status: 'ready', config });
      },
      (error: unknown) => {
        if (!active) return;
        if (optional && error instanceof RemoteNotListedError) {
          setState({ status: 'not-ready' });
          return;
        }
        console.error(error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [loader, remote, attempt, optional]);

  if (state.status === 'not-ready') {
    return (
      <InfoBanner title={NOT_READY_TITLE} titleLevel={titleLevel} className="remote-slot__notice">
        Bu ekran bir sonraki sürümde kullanıma açılacak.
      </InfoBanner>
    );
  }

  if (state.status === 'failed') {
    return (
      <Alert
        variant="error"
        title={REMOTE_FAILED_TITLE}
        titleLevel={titleLevel}
        className="remote-slot__notice"
        actions={
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            Tekrar Dene
          </Button>
        }
      >
        Bu bölüm şu anda yüklenemedi. İnternet bağlantınızı kontrol edip tekrar deneyin.
      </Alert>
    );
  }

  return (
    <div className="remote-slot" data-remote={remote}>
      {!mounted && <LoadingText text={REMOTE_LOADING_TEXT} center />}
      {guarded && (
        <Parcel
          key={`${remote}:${attempt}`}
          config={guarded}
          mountParcel={mountRootParcel}
          wrapClassName="remote-slot__parcel"
          parcelDidMount={() => setMounted(true)}
          handleError={(error: Error) => {
            console.error(error);
            setState({ status: 'failed' });
          }}
          api={api}
          area={area}
        />
      )}
    </div>
  );
}
