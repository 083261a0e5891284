import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERAL_SETTINGS, fakeApi, signInAs, type FakeCall } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp } from '../../test/render-app';

// Issue 44: the reminders' thresholds are settings (defaults 30 and 7 days, 1.000 and 300 km).
const REMINDERS = { soonDays: 30, verySoonDays: 7, soonKilometers: 1000, verySoonKilometers: 300 };
const SETTINGS = {
  general: { ...GENERAL_SETTINGS, systemVersion: '1.0.0', publicBaseUrl: 'https://tamir.example.com', publicBaseUrlOverride: null },
  reminders: REMINDERS,
};
const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  toast.clear();
  signInAs('Admin');
});

describe('the reminders’ thresholds on the general tab', () => {
  it('shows the saved thresholds, refuses a very-soon threshold not below the soon one, and saves the reminders section', async () => {
    const { api, calls } = fakeApi({ 'GET /settings': { status: 200, data: SETTINGS }, 'PUT /settings': { status: 200, data: SETTINGS } });
    renderApp('/admin/settings', api);
    const form = await screen.findByRole('form', { name: 'Bakım Hatırlatmaları' });
    expect(within(form).getByLabelText('Yakın: kalan gün')).toHaveValue(30);
    expect(within(form).getByLabelText('Çok yakın: kalan km')).toHaveValue(300);

    const verySoon = within(form).getByLabelText('Çok yakın: kalan gün');
    await userEvent.clear(verySoon);
    await userEvent.type(verySoon, '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await within(form).findByText('Çok yakın eşiği yakın eşiğinden küçük olmalıdır')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await userEvent.clear(verySoon);
    await userEvent.type(verySoon, '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', url: '/settings', body: { reminders: { ...REMINDERS, verySoonDays: 10 } } });
  });
});
