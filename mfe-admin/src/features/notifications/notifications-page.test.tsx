import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MSG, authStore, type Notification } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeReply } from '@tamir/shared-api/testing';
import { formatDateTime, toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';
import { retryText } from './notifications-page';
import { NOTIFICATION_TEXTS as T } from './notification-texts';

const base: Notification = {
  id: 5,
  type: 'Email',
  status: 'Failed',
  recipientMasked: 'fi***@filo.example',
  customerName: 'Yılmaz Lojistik',
  subject: 'Tamir formu TF-1',
  body: 'Metin',
  errorMessage: 'SMTP kapalı',
  retryCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  repairFormId: 9,
  repairFormNumber: 'TF-2026-0009',
  vehiclePlateNumber: '34ABC123',
};
const sent: Notification = { ...base, id: 6, status: 'Sent', retryCount: 0, sentAt: '2026-11-20T10:01:00.000Z', errorMessage: null };
const rows = (data: Notification[]): FakeReply => ({ status: 200, data, headers: { 'x-total-count': String(data.length) } });
const days = Array.from({ length: 7 }, (_, i) => ({
  date: `2026-11-${17 + i}`,
  totalCount: i === 6 ? 3 : 0,
  emailCount: i === 6 ? 2 : 0,
  smsCount: i === 6 ? 1 : 0,
}));
const stats = { status: 200, data: { totalNotifications: 3, sentCount: 1, pendingCount: 0, failedCount: 2, dailyCounts: days } };

beforeEach(() => toast.clear());
afterEach(() => authStore.getState().signOut());

describe('notification history', () => {
  it('words the retry count as first attempt when 0', () => {
    expect(retryText(0)).toBe('İlk deneme');
    expect(retryText(3)).toBe('3 kez yeniden denendi');
  });

  it('shows the cards, seven days with zero days, the rows; resend only for what was not sent, after confirming', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'GET /notification': rows([base, sent]),
      'GET /notification/statistics': stats,
      'POST /notification/resend': { status: 200, data: { message: MSG.notificationResent } },
    });
    renderApp('/admin/notifications', api);
    expect((await screen.findAllByText('TF-2026-0009')).length).toBe(2);
    expect(screen.getAllByText(T.failed)[0].closest('.tf-stat')).toHaveTextContent('2');
    const strip = within(screen.getByRole('region', { name: T.last7 })).getByRole('list');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(7);
    expect(within(strip).getAllByRole('listitem')[0]).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: `${T.resend} #5` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${T.resend} #6` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${T.resend} #5` }));
    const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    await userEvent.click(within(confirm).getByRole('button', { name: T.resend }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ notificationId: 5 }));
    await waitFor(() => expect(toastMessages('success')).toContain(MSG.notificationResent));
  });

  it('sends the filters as query parameters and clears them; says Bildirim bulunamadı when empty', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({ 'GET /notification': rows([]), 'GET /notification/statistics': stats });
    renderApp('/admin/notifications', api);
    expect(await screen.findByText(MSG.notificationEmpty)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(T.type), 'SMS');
    await userEvent.type(screen.getByLabelText(T.recipient), 'filo');
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ type: 'SMS', recipient: 'filo', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: T.clear }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ page: 1, pageSize: 50 }));
  });

  it('makes a Tamirci choose a company first, then locks the recipient to its e-mail', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({
      'GET /notification': rows([]),
      'GET /notification/statistics': stats,
      'GET /company': { status: 200, data: [{ id: 3, name: 'Yılmaz Lojistik', contactEmail: 'filo@yilmaz.example' }] },
      'POST /notification/test-email': { status: 200, data: { message: MSG.testEmailQueued } },
    });
    renderApp('/admin/notifications', api);
    await userEvent.click(await screen.findByRole('button', { name: T.testButton }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: T.send }));
    expect(within(dialog).getByText(MSG.chooseCompany)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(T.company), '3');
    const recipient = within(dialog).getByLabelText(T.recipient);
    expect(recipient).toHaveValue('filo@yilmaz.example');
    expect(recipient).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('button', { name: T.send }));
    expect(within(dialog).getByText(MSG.fillAllFields)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(T.subject), 'Deneme');
    await userEvent.type(within(dialog).getByLabelText(T.body), 'Metin');
    await userEvent.click(within(dialog).getByRole('button', { name: T.send }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        type: 'Email',
        recipient: 'filo@yilmaz.example',
        subject: 'Deneme',
        body: 'Metin',
        companyId: 3,
      }),
    );
  });

  it('marks retried rows, shows - when not sent, and the details with the related form', async () => {
    signInAs('Tamirci');
    const { api } = fakeApi({
      'GET /notification': rows([base, sent]),
      'GET /notification/statistics': stats,
    });
    renderApp('/admin/notifications', api);
    await screen.findAllByText('TF-2026-0009');
    const [failedRow, sentRow] = screen.getAllByRole('row').slice(1);
    expect(within(failedRow).getByText(T.retryMarker(3))).toBeInTheDocument();
    expect(within(sentRow).queryByText(/deneme/)).not.toBeInTheDocument();
    expect(within(failedRow).getByText('Yılmaz Lojistik')).toBeInTheDocument();
    expect(within(failedRow).getByText('-', { selector: '.adm-nowrap' })).toBeInTheDocument();
    expect(within(sentRow).getByText(formatDateTime(sent.sentAt!))).toBeInTheDocument();

    await userEvent.click(within(failedRow).getByRole('button', { name: `${T.details} #5` }));
    const detail = await screen.findByRole('dialog', { name: T.detailTitle });
    expect(detail).toHaveTextContent(T.status.Failed);
    expect(detail).toHaveTextContent('fi***@filo.example');
    expect(detail).toHaveTextContent('SMTP kapalı');
    expect(detail).toHaveTextContent('2 kez yeniden denendi');
    expect(within(detail).getByRole('link', { name: 'TF-2026-0009' })).toHaveAttribute('href', '/admin/forms/9');
  });

  it('shows the spec text when a resend fails', async () => {
    signInAs('Admin');
    const { api } = fakeApi({
      'GET /notification': rows([base]),
      'GET /notification/statistics': stats,
      'POST /notification/resend': { status: 409, data: {} },
    });
    renderApp('/admin/notifications', api);
    await userEvent.click(await screen.findByRole('button', { name: `${T.resend} #5` }));
    const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    await userEvent.click(within(confirm).getByRole('button', { name: T.resend }));
    await waitFor(() => expect(toastMessages('error')).toContain(MSG.notificationSendFailed));
  });

  it('says Bildirimler alınırken hata oluştu when the list fails', async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'GET /notification': { status: 500, data: {} }, 'GET /notification/statistics': stats });
    renderApp('/admin/notifications', api);
    expect(await screen.findByText(MSG.notificationsLoadFailed)).toBeInTheDocument();
  });

  it('sends the dates, pages when there is more than one page, and clearing goes back to page 1', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'GET /notification': { status: 200, data: [base], headers: { 'x-total-count': '120' } },
      'GET /notification/statistics': stats,
    });
    renderApp('/admin/notifications', api);
    expect(await screen.findByText('Sayfa 1 / 3')).toBeInTheDocument();
    expect(screen.getByText('Toplam 120 kayıt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ page: 2 }));
    await userEvent.type(screen.getByLabelText(T.startDate), '2026-11-01');
    await userEvent.type(screen.getByLabelText(T.endDate), '2026-11-23');
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-23', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ page: 2, startDate: '2026-11-01' }));
    await userEvent.click(screen.getByRole('button', { name: T.clear }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ page: 1, pageSize: 50 }));
  });

  it('hides the pagination with one page', async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'GET /notification': rows([base]), 'GET /notification/statistics': stats });
    renderApp('/admin/notifications', api);
    await screen.findAllByText('TF-2026-0009');
    expect(screen.queryByRole('navigation', { name: 'Sayfalama' })).not.toBeInTheDocument();
  });

  it('lets an Admin send to any recipient: all fields first, then a real address; SMS is inactive; a failure says so', async () => {
    signInAs('Admin');
    let reply: FakeReply = { status: 400, data: { message: '', errors: { Subject: ['En fazla 300 karakter olabilir'] } } };
    const { api, calls } = fakeApi({
      'GET /notification': rows([]),
      'GET /notification/statistics': stats,
      'POST /notification/test-email': () => reply,
    });
    renderApp('/admin/notifications', api);
    await userEvent.click(await screen.findByRole('button', { name: T.testButton }));
    const dialog = await screen.findByRole('dialog', { name: T.testTitle });
    expect(within(dialog).queryByLabelText(T.company)).not.toBeInTheDocument();
    const recipient = within(dialog).getByLabelText(T.recipient);
    expect(recipient).not.toHaveAttribute('readonly');
    const send = () => userEvent.click(within(dialog).getByRole('button', { name: T.send }));
    await send();
    expect(within(dialog).getByText(MSG.fillAllFields)).toBeInTheDocument();
    await userEvent.type(recipient, 'adres-degil');
    await userEvent.type(within(dialog).getByLabelText(T.subject), 'Deneme');
    await userEvent.type(within(dialog).getByLabelText(T.body), 'Metin');
    await send();
    expect(within(dialog).getByText(MSG.emailInvalid)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(T.type), 'SMS');
    expect(within(dialog).getByText(MSG.smsInactive)).toBeInTheDocument();
    await send();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.selectOptions(within(dialog).getByLabelText(T.type), 'Email');
    await userEvent.clear(recipient);
    await userEvent.type(recipient, 'herhangi@alici.example');
    await send();
    await waitFor(() => expect(toastMessages('error')).toContain(MSG.testNotificationFailed));
    expect(within(dialog).getByText('En fazla 300 karakter olabilir')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'Email', recipient: 'herhangi@alici.example', subject: 'Deneme', body: 'Metin' });
    reply = { status: 200, data: { message: MSG.testEmailQueued } };
    await send();
    await waitFor(() => expect(toastMessages('success')).toContain(MSG.testEmailQueued));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.testTitle })).not.toBeInTheDocument());
  });

  it('has labelled controls and no axe violations, on the page, in the details and in a Tamirci’s test dialog', async () => {
    signInAs('Tamirci');
    const { api } = fakeApi({
      'GET /notification': rows([base, sent]),
      'GET /notification/statistics': stats,
      'GET /company': { status: 200, data: [{ id: 3, name: 'Yılmaz Lojistik', contactEmail: 'filo@yilmaz.example' }] },
    });
    const { container } = renderApp('/admin/notifications', api);
    await screen.findAllByText('TF-2026-0009');
    for (const label of [T.type, T.recipient, T.startDate, T.endDate]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: `${T.details} #5` }));
    const detail = await screen.findByRole('dialog', { name: T.detailTitle });
    expect((await axe.run(detail, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await userEvent.click(within(detail).getByRole('button', { name: T.close }));
    await userEvent.click(screen.getByRole('button', { name: T.testButton }));
    const dialog = await screen.findByRole('dialog', { name: T.testTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.send }));
    await within(dialog).findByText(MSG.chooseCompany);
    expect((await axe.run(dialog, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
