import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelObject } from '../../mfe/guard-parcel';
import { Link } from 'react-router-dom';
import { RemoteNotListedError, RemoteOriginNotAllowedError, type RemoteLoader } from '../../mfe/remote-loader';
import { fakeHttpApi } from '../../test/fake-http';
import { renderWithShell, resetSession } from '../../test/render-shell';
import { RemoteSlot } from './remote-slot';

/** A parcel that writes what it was given into its DOM element, like a real remote would render. */
function fakeParcel(heading = 'Uzak modül'): ParcelObject & { mountedProps: Array<Record<string, unknown>> } {
  const mountedProps: Array<Record<string, unknown>> = [];
  return {
    mountedProps,
    bootstrap: async () => undefined,
    mount: async (props) => {
      const p = props as unknown as Record<string, unknown> & { domElement: HTMLElement };
      mountedProps.push(p);
      p.domElement.innerHTML = `<h2>${heading}</h2>`;
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.innerHTML = '';
    },
  };
}

/** A parcel whose mount throws, as a remote's render error does. */
const failsToMount: ParcelObject = {
  bootstrap: async () => undefined,
  mount: async () => {
    throw new Error('render failed');
  },
  unmount: async () => undefined,
};

function loaderOf(load: RemoteLoader['load']): RemoteLoader {
  return { load, isListed: async () => true, hasNewVersion: async () => false };
}

describe('RemoteSlot', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    resetSession();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("shows 'Yükleniyor...' and then mounts the parcel with { api }", async () => {
    const parcel = fakeParcel();
    const { api } = fakeHttpApi({});
    const load = jest.fn(async () => parcel);
    renderWithShell(<RemoteSlot remote="mfe_operations" />, { api, remotes: loaderOf(load) });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(await screen.findByRole('heading', { name: 'Uzak modül' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_operations', { fresh: false });
    expect(parcel.mountedProps[0].api).toBe(api);
    expect(screen.queryByText('Yükleniyor...')).not.toBeInTheDocument();
  });

  it('hands the parcel the layout it sits in', async () => {
    const parcel = fakeParcel();
    const { api } = fakeHttpApi({});
    renderWithShell(<RemoteSlot remote="mfe_operations" area="plain" />, { api, remotes: loaderOf(async () => parcel) });
    expect(await screen.findByRole('heading', { name: 'Uzak modül' })).toBeInTheDocument();
    expect(parcel.mountedProps[0].area).toBe('plain');
  });

  it("shows 'Modül yüklenemedi' with a working 'Tekrar Dene'", async () => {
    const user = userEvent.setup();
    const parcel = fakeParcel();
    const { api } = fakeHttpApi({});
    const load = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(parcel);
    renderWithShell(<RemoteSlot remote="mfe_operations" />, { api, remotes: loaderOf(load) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Modül yüklenemedi');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { name: 'Uzak modül' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe_operations', { fresh: true });
  });

  it("titles the error as the page's h1, except in the admin layout whose header has one", async () => {
    const { api } = fakeHttpApi({});
    const failing = loaderOf(async () => {
      throw new Error('RUNTIME-008');
    });
    const plain = renderWithShell(<RemoteSlot remote="mfe_operations" area="plain" />, { api, remotes: failing });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Modül yüklenemedi');
    plain.unmount();
    renderWithShell(<RemoteSlot remote="mfe_admin" area="admin" />, { api, remotes: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Modül yüklenemedi');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the error box when the parcel fails to mount', async () => {
    const { api } = fakeHttpApi({});
    renderWithShell(<RemoteSlot remote="mfe_public_form" />, { api, remotes: loaderOf(async () => failsToMount) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Modül yüklenemedi');
  });

  it("says 'Bu bölüm henüz hazır değil' for an optional remote that is not deployed", async () => {
    const { api } = fakeHttpApi({});
    const load = jest.fn(async () => {
      throw new RemoteNotListedError('mfe_admin');
    });
    renderWithShell(<RemoteSlot remote="mfe_admin" optional />, { api, remotes: loaderOf(load) });
    expect(await screen.findByText('Bu bölüm henüz hazır değil')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
  });

  it("says the remote's origin is not allowed, with nothing to retry", async () => {
    const { api } = fakeHttpApi({});
    const load = jest.fn(async () => {
      throw new RemoteOriginNotAllowedError('mfe_admin', 'https://evil.example/mf-manifest.json');
    });
    renderWithShell(<RemoteSlot remote="mfe_admin" area="plain" />, { api, remotes: loaderOf(load) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu bölüm engellendi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bu bölüm engellendi');
    expect(screen.getByRole('alert')).toHaveTextContent('izin verilmediği için yüklenmedi');
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
  });
});

describe('RemoteSlot after a redeploy', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    resetSession();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  const withLink = (
    <>
      <RemoteSlot remote="mfe_operations" area="admin" />
      <Link to="/admin/forms">Formlar</Link>
    </>
  );

  it('mounts the new version on the next navigation, not before', async () => {
    const user = userEvent.setup();
    const { api } = fakeHttpApi({});
    const v1 = fakeParcel('Sürüm 1');
    const v2 = fakeParcel('Sürüm 2');
    let deployed = false;
    const remotes: RemoteLoader = {
      load: jest.fn(async (_remote, options) => (options?.fresh && deployed ? v2 : v1)),
      isListed: async () => true,
      hasNewVersion: jest.fn(async () => deployed),
    };
    renderWithShell(withLink, { api, remotes, path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Sürüm 1' })).toBeInTheDocument();
    deployed = true;
    expect(screen.getByRole('heading', { name: 'Sürüm 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Formlar' }));
    expect(await screen.findByRole('heading', { name: 'Sürüm 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sürüm 1' })).not.toBeInTheDocument();
    expect(remotes.hasNewVersion).toHaveBeenCalledWith('mfe_operations');
  });

  it("keeps the running version with a 'Sayfayı Yenile' prompt when the new one does not load", async () => {
    const user = userEvent.setup();
    const { api } = fakeHttpApi({});
    const v1 = fakeParcel('Sürüm 1');
    const remotes: RemoteLoader = {
      load: jest.fn(async (_remote, options) => {
        if (options?.fresh) throw new Error('RUNTIME-008');
        return v1;
      }),
      isListed: async () => true,
      hasNewVersion: async () => true,
    };
    renderWithShell(withLink, { api, remotes, path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Sürüm 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Formlar' }));
    expect(await screen.findByText('Bu bölümün yeni sürümü yayında')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sürüm 1' })).toBeInTheDocument();
  });

  it('loads a remote that fails while mounting once from the new version, then offers a reload', async () => {
    const { api } = fakeHttpApi({});
    const broken = (): ParcelObject => ({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('ChunkLoadError: Loading chunk 325 failed');
      },
      unmount: async () => undefined,
    });
    const fixed = fakeParcel('Sürüm 2');
    const recovering: RemoteLoader = {
      load: jest.fn(async (_remote, options) => (options?.fresh ? fixed : broken())),
      isListed: async () => true,
      hasNewVersion: async () => true,
    };
    const first = renderWithShell(<RemoteSlot remote="mfe_operations" />, { api, remotes: recovering });
    expect(await screen.findByRole('heading', { name: 'Sürüm 2' })).toBeInTheDocument();
    expect(recovering.load).toHaveBeenLastCalledWith('mfe_operations', { fresh: true });
    first.unmount();

    const failing: RemoteLoader = { load: async () => broken(), isListed: async () => true, hasNewVersion: async () => true };
    renderWithShell(<RemoteSlot remote="mfe_operations" />, { api, remotes: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Modül yüklenemedi');
    expect(screen.getByRole('alert')).toHaveTextContent('yeni bir sürüme geçti');
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeInTheDocument();
  });

  it('shows the error area without a reload prompt when no new version is there', async () => {
    const { api } = fakeHttpApi({});
    renderWithShell(<RemoteSlot remote="mfe_operations" />, { api, remotes: loaderOf(async () => failsToMount) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Modül yüklenemedi');
    expect(screen.queryByRole('button', { name: 'Sayfayı Yenile' })).not.toBeInTheDocument();
  });
});
