import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelObject } from '../../mfe/guard-parcel';
import { RemoteNotListedError, type RemoteLoader } from '../../mfe/remote-loader';
import { fakeHttpApi } from '../../test/fake-http';
import { renderWithShell, resetSession } from '../../test/render-shell';
import { RemoteSlot } from './remote-slot';

/** A parcel that writes what it was given into its DOM element, like a real remote would render. */
function fakeParcel(): ParcelObject & { mountedProps: Array<Record<string, unknown>> } {
  const mountedProps: Array<Record<string, unknown>> = [];
  return {
    mountedProps,
    bootstrap: async () => undefined,
    mount: async (props) => {
      const p = props as unknown as Record<string, unknown> & { domElement: HTMLElement };
      mountedProps.push(p);
      p.domElement.innerHTML = '<h2>Uzak modül</h2>';
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.innerHTML = '';
    },
  };
}

function loaderOf(load: RemoteLoader['load']): RemoteLoader {
  return { load, isListed: async () => true };
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
    const broken: ParcelObject = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('render failed');
      },
      unmount: async () => undefined,
    };
    renderWithShell(<RemoteSlot remote="mfe_public_form" />, { api, remotes: loaderOf(async () => broken) });
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
});
