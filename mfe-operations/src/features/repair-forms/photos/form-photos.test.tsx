import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { toast } from '@tamir/shared-ui';
import type { FormPhoto, FormPhotoList } from '@tamir/shared-api';
import { vehicleReminders } from '../../../test/reminder-fixtures';
import { fakeApi, type FakeCall, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { aRepairForm } from '../../../test/fixtures';
import { renderApp, toastMessages } from '../../../test/render-app';

const noItems = { version: 0, items: [], subtotalKurus: 0, vatByRate: [], vatKurus: 0, totalKurus: 0 };

function aPhoto(id: number, overrides: Partial<FormPhoto> = {}): FormPhoto {
  return {
    id,
    stage: 'Teslim Alma',
    caption: '',
    width: 1600,
    height: 1200,
    sizeBytes: 310_000,
    thumbWidth: 320,
    thumbHeight: 240,
    createdByName: 'Mehmet Usta',
    createdAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const listOf = (photos: FormPhoto[], canDelete = true): FormPhotoList => ({ photos, canDelete, remaining: 20 - photos.length });

// jsdom makes no object URLs: the environment's stand-in, so the thumbnails get a src.
let urls = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:test/${++urls}`;
  URL.revokeObjectURL = () => undefined;
  // jsdom has no PointerEvent: a mouse event stands in, so a swipe's clientX arrives.
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });
});
beforeEach(() => toast.clear());

function openForm(list: FormPhotoList | FakeRoute, routes: Record<string, FakeReply | FakeRoute> = {}) {
  const form = aRepairForm();
  const image: FakeRoute = () => ({ status: 200, data: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }) });
  const fake = fakeApi(
    {
      [`GET /repairform/${form.id}`]: { status: 200, data: form },
      [`GET /repairform/${form.id}/items`]: { status: 200, data: noItems },
      [`GET /repairform/${form.id}/history`]: { status: 200, data: [], headers: { 'x-total-count': '0' } },
      [`GET /repairform/${form.id}/photos`]: typeof list === 'function' ? list : { status: 200, data: list },
      [`GET /vehicles/${form.vehicleId}/reminders`]: { status: 200, data: vehicleReminders() },
      // The form's invoice card asks for its invoices (issue 43): none yet.
      'GET /invoices': { status: 200, data: [], headers: { 'x-total-count': '0' } },
      ...routes,
    },
    (call) => (call.method === 'GET' && /\/photos\/\d+(\/thumb)?$/.test(call.url) ? image(call) : undefined),
  );
  renderApp(`/admin/forms/${form.id}`, fake.api);
  return { ...fake, form };
}

describe('the form’s photos', () => {
  it('offers the camera or the gallery, several at once, with the stage and a caption', async () => {
    openForm(listOf([]));
    const card = (await screen.findByRole('heading', { name: 'Fotoğraflar' })).closest('section') ?? document.body;
    const input = within(card as HTMLElement).getByLabelText('Fotoğraf Ekle');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByLabelText('Aşama')).toHaveValue('Teslim Alma');
    expect(
      within(screen.getByLabelText('Aşama'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Teslim Alma', 'Teslim']);
    expect(await screen.findByText(/Henüz fotoğraf eklenmedi/)).toBeInTheDocument();
  });

  it('uploads each picked photo with its own progress bar, then shows it in the grid', async () => {
    let photos: FormPhoto[] = [];
    const releases: Array<() => void> = [];
    const sent: FakeCall[] = [];
    const { form } = openForm(() => ({ status: 200, data: listOf(photos) }), {
      'POST /repairform/41/photos': (call) => {
        sent.push(call);
        call.onUploadProgress?.({ loaded: 50, total: 100 });
        return new Promise<FakeReply>((resolve) =>
          releases.push(() => {
            const photo = aPhoto(sent.length, { stage: 'Teslim', caption: 'Sol çamurluk' });
            photos = [...photos, photo];
            resolve({ status: 201, data: photo });
          }),
        );
      },
    });
    expect(form.id).toBe(41);
    await screen.findByText(/Henüz fotoğraf eklenmedi/);
    await userEvent.selectOptions(screen.getByLabelText('Aşama'), 'Teslim');
    await userEvent.type(screen.getByLabelText('Açıklama (isteğe bağlı)'), 'Sol çamurluk');
    const files = [new File(['a'], 'IMG_0001.jpg', { type: 'image/jpeg' }), new File(['b'], 'IMG_0002.jpg', { type: 'image/jpeg' })];
    await userEvent.upload(screen.getByLabelText('Fotoğraf Ekle'), files);

    const first = await screen.findByRole('progressbar', { name: 'IMG_0001.jpg yükleniyor' });
    await waitFor(() => expect(first).toHaveAttribute('value', '50'));
    expect(screen.getByText('Yükleniyor %50')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'IMG_0002.jpg yükleniyor' })).toHaveAttribute('value', '0');
    const body = sent[0].body as FormData;
    expect(body.get('stage')).toBe('Teslim');
    expect(body.get('caption')).toBe('Sol çamurluk');
    expect((body.get('file') as File).name).toBe('IMG_0001.jpg');

    await act(async () => releases[0]());
    await waitFor(() => expect(releases).toHaveLength(2));
    await act(async () => releases[1]());
    await waitFor(() => expect(toastMessages('success')).toContain('2 fotoğraf eklendi'));
    const grid = await screen.findByRole('list', { name: 'Fotoğraflar' });
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(2));
    expect(within(grid).getAllByRole('button')[0]).toHaveAccessibleName('Teslim · 1. fotoğrafı büyüt: Sol çamurluk');
    await waitFor(() => expect(grid.querySelectorAll('img[src^="blob:"]')).toHaveLength(2));
  });

  it('shows a refused upload’s Turkish reason beside its bar', async () => {
    openForm(listOf([]), {
      'POST /repairform/41/photos': { status: 400, data: { message: 'Yalnızca JPEG, PNG, WebP veya HEIC (iPhone) fotoğrafı yüklenebilir' } },
    });
    await screen.findByText(/Henüz fotoğraf eklenmedi/);
    await userEvent.upload(screen.getByLabelText('Fotoğraf Ekle'), new File(['<svg/>'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Yalnızca JPEG, PNG, WebP veya HEIC');
  });

  it('refuses before sending a photo the browser cannot shrink that is over 10 MB (issue 40)', async () => {
    const { calls } = openForm(listOf([]), { 'POST /repairform/41/photos': { status: 201, data: aPhoto(1) } });
    await screen.findByText(/Henüz fotoğraf eklenmedi/);
    // jsdom decodes no image, as Chromium cannot decode an iPhone's HEIC: the original would go as it is.
    const heic = new File([new Uint8Array(11 * 1024 * 1024 + 512 * 1024)], 'IMG_4032.HEIC', { type: 'image/heic' });
    await userEvent.upload(screen.getByLabelText('Fotoğraf Ekle'), heic);
    const row = (await screen.findByRole('alert', { name: '' })).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('IMG_4032.HEIC');
    expect(within(row).getByRole('alert')).toHaveTextContent('Fotoğraf en fazla 10 MB olabilir (bu dosya 11,5 MB); gönderilmedi');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(toastMessages('error')).toContain('Fotoğraf en fazla 10 MB olabilir (bu dosya 11,5 MB); gönderilmedi');
  });

  it('a failed row shows its file’s name, no progress bar, and can be dismissed (issue 40)', async () => {
    openForm(listOf([]), {
      'POST /repairform/41/photos': (call) => {
        call.onUploadProgress?.({ loaded: 100, total: 100 });
        return { status: 400, data: { message: 'Fotoğraf okunamadı: dosya bozuk ya da eksik' } };
      },
    });
    await screen.findByText(/Henüz fotoğraf eklenmedi/);
    await userEvent.upload(screen.getByLabelText('Fotoğraf Ekle'), new File(['x'], 'IMG_20261207_101500.jpg', { type: 'image/jpeg' }));
    const uploads = await screen.findByRole('list', { name: 'Yüklemeler' });
    await waitFor(() => expect(within(uploads).getByRole('alert')).toHaveTextContent('Fotoğraf okunamadı: dosya bozuk ya da eksik'));
    const row = within(uploads).getByRole('listitem');
    expect(row).toHaveClass('is-failed');
    expect(within(row).getByText('IMG_20261207_101500.jpg')).toBeInTheDocument();
    // All its bytes went, yet it failed: no bar that reads as a finished upload.
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Kapat: IMG_20261207_101500.jpg' }));
    expect(screen.queryByRole('list', { name: 'Yüklemeler' })).not.toBeInTheDocument();
  });

  it('opens a photo large; arrows and swipes go to the next and previous, Escape closes; axe finds nothing', async () => {
    openForm(listOf([aPhoto(1, { caption: 'Ön tampon' }), aPhoto(2, { stage: 'Teslim' }), aPhoto(3)]));
    const grid = await screen.findByRole('list', { name: 'Fotoğraflar' });
    await userEvent.click(within(grid).getByRole('button', { name: 'Teslim Alma · 1. fotoğrafı büyüt: Ön tampon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotoğraf 1 / 3' });
    expect(dialog).toHaveTextContent('Teslim Alma · Ön tampon');
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Teslim Alma fotoğrafı: Ön tampon' })).toHaveAttribute('src'));
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Fotoğraf 2 / 3' })).toHaveTextContent('Teslim');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Fotoğraf 3 / 3' })).toBeInTheDocument();
    const figure = screen.getByTestId('photo-viewer-image');
    // A swipe to the left is the next photo (it wraps round to the first).
    fireEvent.pointerDown(figure, { clientX: 300 });
    fireEvent.pointerUp(figure, { clientX: 180 });
    expect(await screen.findByRole('dialog', { name: 'Fotoğraf 1 / 3' })).toBeInTheDocument();
    fireEvent.pointerDown(figure, { clientX: 100 });
    fireEvent.pointerUp(figure, { clientX: 220 });
    expect(await screen.findByRole('dialog', { name: 'Fotoğraf 3 / 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByRole('dialog', { name: 'Fotoğraf 1 / 3' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('never shows a revoked blob address while paging onto a photo still loading (issue 40)', async () => {
    const revoked = new Set<string>();
    const shownRevoked: string[] = [];
    const revoke = URL.revokeObjectURL;
    URL.revokeObjectURL = (url: string) => void revoked.add(url);
    // Every address an <img> is given, the moment it is given.
    const observer = new MutationObserver((changes) =>
      changes.forEach((change) => {
        const nodes = change.type === 'attributes' ? [change.target] : Array.from(change.addedNodes);
        nodes.forEach((node) => {
          const images = node instanceof HTMLImageElement ? [node] : node instanceof Element ? Array.from(node.querySelectorAll('img')) : [];
          images.forEach((img) => revoked.has(img.getAttribute('src') ?? '') && shownRevoked.push(img.getAttribute('src') ?? ''));
        });
      }),
    );
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    const releases: Array<() => void> = [];
    const jpeg = () => ({ status: 200, data: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }) });
    try {
      openForm(listOf([aPhoto(1), aPhoto(2)]), {
        'GET /repairform/41/photos/1': jpeg,
        // The second large photo arrives only when the test lets it.
        'GET /repairform/41/photos/2': () => new Promise<FakeReply>((resolve) => releases.push(() => resolve(jpeg()))),
      });
      const grid = await screen.findByRole('list', { name: 'Fotoğraflar' });
      await userEvent.click(within(grid).getAllByRole('button')[0]);
      const first = await screen.findByRole('dialog', { name: 'Fotoğraf 1 / 2' });
      await waitFor(() => expect(within(first).getByRole('img', { name: 'Teslim Alma fotoğrafı' })).toHaveAttribute('src'));
      await userEvent.click(within(first).getByRole('button', { name: 'Sonraki' }));
      const second = await screen.findByRole('dialog', { name: 'Fotoğraf 2 / 2' });
      await waitFor(() => expect(releases).toHaveLength(1));
      await act(async () => releases[0]());
      await waitFor(() => expect(within(second).getByRole('img', { name: 'Teslim Alma fotoğrafı' }).tagName).toBe('IMG'));
      expect(revoked.has(within(second).getByRole('img', { name: 'Teslim Alma fotoğrafı' }).getAttribute('src') ?? '')).toBe(false);
      expect(shownRevoked).toEqual([]);
    } finally {
      observer.disconnect();
      URL.revokeObjectURL = revoke;
    }
  }, 30_000);

  it('deletes after a confirmation while allowed', async () => {
    let photos = [aPhoto(1), aPhoto(2)];
    const { calls } = openForm(() => ({ status: 200, data: listOf(photos) }), {
      'DELETE /repairform/41/photos/1': () => {
        photos = photos.filter((photo) => photo.id !== 1);
        return { status: 200, data: { message: 'Fotoğraf silindi' } };
      },
    });
    const grid = await screen.findByRole('list', { name: 'Fotoğraflar' });
    await userEvent.click(within(grid).getAllByRole('button')[0]);
    await userEvent.click(await screen.findByRole('button', { name: 'Fotoğrafı Sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Fotoğrafı silmek istiyor musunuz?' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastMessages('success')).toContain('Fotoğraf silindi'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/repairform/41/photos/1')).toBe(true);
    // The viewer stays open on the photo that is left.
    expect(await screen.findByRole('dialog', { name: 'Fotoğraf 1 / 1' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Fotoğraflar' })).getAllByRole('button', { name: /büyüt/ })).toHaveLength(1));
  });

  it('offers no delete once the form is signed or delivered, and says why', async () => {
    openForm(listOf([aPhoto(1)], false));
    const grid = await screen.findByRole('list', { name: 'Fotoğraflar' });
    expect(screen.getByText(/fotoğraflar artık kaydın parçasıdır/)).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button'));
    await screen.findByRole('dialog', { name: 'Fotoğraf 1 / 1' });
    expect(screen.queryByRole('button', { name: 'Fotoğrafı Sil' })).not.toBeInTheDocument();
  });
});
