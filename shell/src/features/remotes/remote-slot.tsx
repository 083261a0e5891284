import { LoadingText } from '@tamir/shared-ui';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { guardParcel, type ParcelObject } from '../../mfe/guard-parcel';
import { useApi, useRemoteLoader } from '../../lib/services';
import { RemoteNotListedError, RemoteOriginNotAllowedError, type RemoteName } from '../../mfe/remote-loader';
import { NewVersionPrompt, RemoteFailed, RemoteNotReady, RemoteRefused } from './remote-notices';

export { NOT_READY_TITLE, REMOTE_FAILED_TITLE } from './remote-notices';
export const REMOTE_LOADING_TEXT = 'Yükleniyor...';

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelObject; generation: number }
  | { status: 'failed' }
  | { status: 'not-ready' }
  | { status: 'refused' };

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
 *
 * A redeploy under a working user (issue 31): on a navigation (the screen being left, so nothing
 * typed is lost) the slot asks whether /remotes.json names a new version and, if so, mounts it in
 * place of the running one. A remote that fails while running (e.g. a chunk gone) is loaded once
 * from the version /remotes.json names now; if the new version does not load, the running one
 * stays with a 'Sayfayı Yenile' prompt, or the error area offers it.
 */
export function RemoteSlot({ remote, optional = false, area }: RemoteSlotProps) {
  const titleLevel = area === 'admin' ? undefined : 1;
  const api = useApi();
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const [mounted, setMounted] = useState(false);
  const [newVersionFailed, setNewVersionFailed] = useState(false);
  /** Set once the slot has loaded a new version after a failure: a second failure asks for a reload. */
  const recovered = useRef(false);
  const askedForNewVersion = useRef(false);
  const alive = useRef(true);
  const shown = useRef<ParcelObject | null>(null);
  const config = state.status === 'ready' ? state.config : null;
  shown.current = config;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      console.error(error);
      if (askedForNewVersion.current) {
        setState({ status: 'failed' });
        return;
      }
      askedForNewVersion.current = true;
      void loader.hasNewVersion(remote, { force: true }).then((changed) => {
        if (!alive.current) return;
        recovered.current = changed;
        if (changed) setAttempt((n) => n + 1);
        else setState({ status: 'failed' });
      });
    },
    [loader, remote],
  );

  const guarded = useMemo(() => config && guardParcel(config, fail), [config, fail]);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    setMounted(false);
    loader.load(remote, { fresh: attempt > 0 }).then(
      (loaded) => {
        if (active) setState({ status: 'ready', config: loaded, generation: 0 });
      },
      (error: unknown) => {
        if (!active) return;
        if (optional && error instanceof RemoteNotListedError) setState({ status: 'not-ready' });
        else if (error instanceof RemoteOriginNotAllowedError) setState({ status: 'refused' });
        else {
          console.error(error);
          setState({ status: 'failed' });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [loader, remote, attempt, optional]);

  // On a navigation: a deploy may have switched the remote since it was loaded.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current || !shown.current) return;
    firstPath.current = pathname;
    void (async () => {
      const changed = await loader.hasNewVersion(remote);
      if (!changed) return;
      try {
        const next = await loader.load(remote, { fresh: true });
        if (!alive.current || next === shown.current) return;
        setNewVersionFailed(false);
        setMounted(false);
        setState((current) => ({ status: 'ready', config: next, generation: current.status === 'ready' ? current.generation + 1 : 0 }));
      } catch (error) {
        console.error(error);
        if (alive.current) setNewVersionFailed(true);
      }
    })();
  }, [pathname, loader, remote]);

  if (state.status === 'not-ready') return <RemoteNotReady titleLevel={titleLevel} />;
  if (state.status === 'refused') return <RemoteRefused titleLevel={titleLevel} />;
  if (state.status === 'failed') return <RemoteFailed titleLevel={titleLevel} onRetry={() => setAttempt((n) => n + 1)} suggestReload={recovered.current} />;

  return (
    <div className="remote-slot" data-remote={remote}>
      {newVersionFailed && <NewVersionPrompt />}
      {!mounted && <LoadingText text={REMOTE_LOADING_TEXT} center />}
      {guarded && state.status === 'ready' && (
        <Parcel
          key={`${remote}:${attempt}:${state.generation}`}
          config={guarded}
          mountParcel={mountRootParcel}
          wrapClassName="remote-slot__parcel"
          parcelDidMount={() => setMounted(true)}
          handleError={fail}
          api={api}
          area={area}
        />
      )}
    </div>
  );
}
