import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, authStore, type Notification } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeReply } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
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
});
