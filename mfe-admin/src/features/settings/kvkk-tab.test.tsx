import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KVKK_DEFAULT_NOTICE, KVKK_RETENTION_DEFAULTS, MSG, type KvkkSettings } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeCall } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';
import { KVKK_TAB_TEXTS as T } from './kvkk-tab-texts';

const SETTINGS: KvkkSettings = {
  controllerTitle: 'Örnek Oto Servis Ltd. Şti.',
  address: 'Sanayi Sitesi 1. Blok No: 5, İstanbul',
  email: 'kvkk@ornek.com',
  kepAddress: '',
  emailProviderCountry: 'Türkiye',
  smsProviderCountry: 'Türkiye',
  transferAbroad: null,
  noticeText: KVKK_DEFAULT_NOTICE,
  retention: { ...KVKK_RETENTION_DEFAULTS },
  noticeVersion: 1,
  noticePublishedAt: '2026-11-01T09:00:00.000Z',
  lastRetentionRunAt: null,
};
const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');

beforeEach(() => {
  toast.clear();
  signInAs('Admin');
});

it('shows the controller, the notice and its version, and the retention days; a changed text saves as a new version', async () => {
  const { api, calls } = fakeApi({
    'GET /settings/kvkk': { status: 200, data: SETTINGS },
    'GET /settings/kvkk/notice-versions': () => ({
      status: 200,
      data: [2, 1].slice(puts(calls).length ? 0 : 1).map((version) => ({ version, text: '…', publishedAt: '2026-11-01T09:00:00.000Z', publishedBy: 'admin' })),
    }),
    'PUT /settings/kvkk': (call) => ({
      status: 200,
      data: { ...SETTINGS, ...(call.body as object), noticeVersion: 2, noticePublishedAt: '2026-11-28T00:00:00.000Z' },
    }),
  });
  renderApp('/admin/settings?tab=kvkk', api);
  const form = await screen.findByRole('form', { name: T.title });
  expect(within(form).getByLabelText(T.controllerTitle)).toHaveValue(SETTINGS.controllerTitle);
  expect(within(form).getByLabelText(T.noticeText)).toHaveValue(KVKK_DEFAULT_NOTICE);
  expect(within(form).getByLabelText(T.retention('Yedekler'))).toHaveValue(365);
  expect(within(form).getByTestId('kvkk-notice-version')).toHaveTextContent(T.version(1));
  expect(within(form).getByRole('link', { name: '/kvkk' })).toHaveAttribute('href', '/kvkk');

  await userEvent.type(within(form).getByLabelText(T.noticeText), '\n\n8. Ek bilgi');
  await userEvent.clear(within(form).getByLabelText(T.retention('Fotoğraflar')));
  await userEvent.type(within(form).getByLabelText(T.retention('Fotoğraflar')), '400');
  await userEvent.type(within(form).getByLabelText(T.kepAddress), 'ornek@hs01.kep.tr');
  await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect(puts(calls)[0].body).toEqual({
    controllerTitle: SETTINGS.controllerTitle,
    address: SETTINGS.address,
    email: SETTINGS.email,
    kepAddress: 'ornek@hs01.kep.tr',
    emailProviderCountry: 'Türkiye',
    smsProviderCountry: 'Türkiye',
    noticeText: `${KVKK_DEFAULT_NOTICE}\n\n8. Ek bilgi`,
    retention: { ...KVKK_RETENTION_DEFAULTS, photos: 400 },
  });
  await waitFor(() => expect(within(form).getByTestId('kvkk-notice-version')).toHaveTextContent(T.version(2)));
  expect(toastMessages('success')).toContain(MSG.settingsSaved);
  // The versions are read again: the old one is kept beside the new.
  expect(await within(form).findByText(T.versions(2))).toBeInTheDocument();
});

it('refuses out-of-bounds values with the shared messages and sends nothing', async () => {
  const { api, calls } = fakeApi({ 'GET /settings/kvkk': { status: 200, data: SETTINGS } });
  renderApp('/admin/settings?tab=kvkk', api);
  const form = await screen.findByRole('form', { name: T.title });
  await userEvent.clear(within(form).getByLabelText(T.noticeText));
  await userEvent.type(within(form).getByLabelText(T.noticeText), 'Kısa metin');
  await userEvent.clear(within(form).getByLabelText(T.retention('Yedekler')));
  await userEvent.type(within(form).getByLabelText(T.retention('Yedekler')), '10');
  await userEvent.type(within(form).getByLabelText(T.kepAddress), 'kep@gmail.com');
  await userEvent.clear(within(form).getByLabelText(T.controllerTitle));
  await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
  expect(await within(form).findByText(MSG.kvkkNoticeMin)).toBeInTheDocument();
  expect(within(form).getByText(MSG.kvkkRetentionRange('Yedekler'))).toBeInTheDocument();
  expect(within(form).getByText(MSG.kvkkKepInvalid)).toBeInTheDocument();
  expect(within(form).getByText(MSG.kvkkControllerTitleRequired)).toBeInTheDocument();
  expect(puts(calls)).toEqual([]);
});

it('says so when the settings cannot be read, and has no axe violations', async () => {
  const failing = fakeApi({ 'GET /settings/kvkk': { status: 500, data: { message: MSG.serverError } } });
  const { unmount } = renderApp('/admin/settings?tab=kvkk', failing.api);
  expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
  unmount();
  const { api } = fakeApi({ 'GET /settings/kvkk': { status: 200, data: SETTINGS } });
  const { container } = renderApp('/admin/settings?tab=kvkk', api);
  await screen.findByRole('form', { name: T.title });
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

it('saves the retention days alone on a fresh install, the controller left empty (issue 41 §3)', async () => {
  const fresh = { ...SETTINGS, controllerTitle: '', address: '', email: '' };
  const { api, calls } = fakeApi({
    'GET /settings/kvkk': { status: 200, data: fresh },
    'PUT /settings/kvkk': (call) => ({ status: 200, data: { ...fresh, ...(call.body as object) } }),
  });
  renderApp('/admin/settings?tab=kvkk', api);
  const form = await screen.findByRole('form', { name: T.title });
  await userEvent.clear(within(form).getByLabelText(T.retention('Fotoğraflar')));
  await userEvent.type(within(form).getByLabelText(T.retention('Fotoğraflar')), '400');
  await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect(puts(calls)[0].body).toMatchObject({ controllerTitle: '', address: '', email: '', retention: { photos: 400 } });
});
