import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import { drawWithFinger, drawWithMouse, installFakeCanvas } from '@tamir/shared-ui/testing';
import type { FormSignature, RepairForm } from '@tamir/shared-api';
import { fakeApi, type FakeCall, type FakeReply } from '@tamir/shared-api/testing';
import { aRepairForm } from '../../test/fixtures';
import { renderApp, toastMessages } from '../../test/render-app';
import { forgetJustCreated, markJustCreated } from './just-created';

// Issue 14: 'Şoför imzası' / 'Yetkili imzası' under the form's signature blocks open the signing
// pad; the saved signature replaces the button in its block.

const WEB_VIEW_UA = 'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 TamirFormuApp/1.0';
const STROKE: Array<[number, number]> = [
  [10, 10],
  [60, 35],
  [110, 60],
];

let canvas: ReturnType<typeof installFakeCanvas>;
beforeEach(() => {
  toast.clear();
  canvas = installFakeCanvas();
});
afterEach(() => {
  canvas.restore();
  jest.restoreAllMocks();
  forgetJustCreated(41);
});

const signatureOf = (call: FakeCall): FormSignature => {
  const body = call.body as { role: FormSignature['role']; signerName: string; image: string };
  return { ...body, signedAt: '2026-03-05T10:30:00.000Z' };
};

/** The form's GET, and a POST of signatures that answers the form with the new one (or `refusal`). */
function serve(form: RepairForm = aRepairForm(), refusal?: FakeReply) {
  let current = form;
  const fake = fakeApi({
    [`GET /repairform/${form.id}`]: () => ({ status: 200, data: current }),
    [`POST /repairform/${form.id}/signatures`]: (call) => {
      if (refusal) return refusal;
      current = { ...current, signatures: [...current.signatures, signatureOf(call)] };
      return { status: 201, data: current };
    },
  });
  return fake;
}

async function signAs(buttonName: string, name: string, draw: typeof drawWithMouse = drawWithMouse) {
  await userEvent.click(await screen.findByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog');
  draw(within(dialog).getByRole('img', { name: 'İmza alanı' }), STROKE);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Ad Soyad/ }), name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'İmzayı Kaydet' }));
  return dialog;
}

describe('signing on the form detail', () => {
  it('saves the driver’s signature, shows it in its block and drops that block’s button', async () => {
    const { api, calls } = serve();
    renderApp('/admin/forms/41', api);
    await signAs('Şoför imzası', 'Ali Veli');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/repairform/41/signatures');
    expect(post?.body).toEqual({ role: 'driver', signerName: 'Ali Veli', image: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) });
    const card = screen.getByRole('region', { name: 'Tamir Formu' });
    expect(await within(card).findByRole('img', { name: 'Ali Veli imzası' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Şoför imzası' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Yetkili imzası' })).toBeInTheDocument();
    expect(toastMessages('success')).toContain('İmza kaydedildi');
  });

  it('says what the server refused and keeps the pad open', async () => {
    const { api } = serve(aRepairForm(), { status: 409, data: { message: 'Bu form bu taraf için zaten imzalanmış.' } });
    renderApp('/admin/forms/41', api);
    const dialog = await signAs('Yetkili imzası', 'Mehmet Usta');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu form bu taraf için zaten imzalanmış.');
    expect(screen.getByRole('dialog', { name: 'Yetkili İmzası' })).toBeInTheDocument();
  });

  it('shows a signed form’s signatures and no sign buttons', async () => {
    const signed = (role: FormSignature['role'], signerName: string): FormSignature => ({
      role,
      signerName,
      signedAt: '2026-03-05T10:30:00.000Z',
      image: 'data:image/png;base64,iVBORw0KGgoAAAA=',
    });
    const { api } = serve(aRepairForm({ signatures: [signed('driver', 'Ali Veli'), signed('authorized', 'Mehmet Usta')] }));
    renderApp('/admin/forms/41', api);
    expect(await screen.findByRole('img', { name: 'Ali Veli imzası' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mehmet Usta imzası' })).toBeInTheDocument();
    expect(screen.getAllByText('05.03.2026 13:30')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /imzası$/ })).not.toBeInTheDocument();
  });
});

describe('signatures around delivery (issue 40)', () => {
  const signed = (role: FormSignature['role'], signerName: string): FormSignature => ({
    role,
    signerName,
    signedAt: '2026-03-05T10:30:00.000Z',
    image: 'data:image/png;base64,iVBORw0KGgoAAAA=',
  });

  it('before the vehicle leaves, a missing intake signature is still offered beside the delivery one, under two titled rows', async () => {
    const { api } = serve(aRepairForm({ status: 'Tamamlandı', signatures: [signed('driver', 'Ali Veli')] }));
    renderApp('/admin/forms/41', api);
    const card = await screen.findByRole('region', { name: 'Tamir Formu' });
    const intake = await within(card).findByRole('region', { name: 'Araç Kabulü (Tamire Giriş)' });
    const delivery = within(card).getByRole('region', { name: 'Araç Teslimi (Tamirden Çıkış)' });
    expect(within(intake).getByRole('heading', { name: 'Araç Kabulü (Tamire Giriş)' })).toBeInTheDocument();
    expect(within(intake).getByText('Teslim Alan (Yetkili)')).toBeInTheDocument();
    expect(within(intake).getByRole('button', { name: 'Yetkili imzası' })).toBeInTheDocument();
    expect(within(delivery).getByRole('heading', { name: 'Araç Teslimi (Tamirden Çıkış)' })).toBeInTheDocument();
    expect(within(delivery).getByText('Teslim Alan (Müşteri)')).toBeInTheDocument();
    expect(within(delivery).getByRole('button', { name: 'Teslim Alan imzası' })).toBeInTheDocument();
  });

  it('once delivered, the intake’s empty blocks offer no signing and say so; the delivery’s stays open until signed', async () => {
    const { api } = serve(aRepairForm({ status: 'Teslim Edildi', deliveryKilometer: 123500, signatures: [signed('driver', 'Ali Veli')] }));
    renderApp('/admin/forms/41', api);
    const card = await screen.findByRole('region', { name: 'Tamir Formu' });
    const intake = await within(card).findByRole('region', { name: 'Araç Kabulü (Tamire Giriş)' });
    expect(within(card).queryByRole('button', { name: 'Şoför imzası' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Yetkili imzası' })).not.toBeInTheDocument();
    expect(within(intake).getByText('İmza alınmadı')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Araç Teslimi (Tamirden Çıkış)' })).toContainElement(
      within(card).getByRole('button', { name: 'Teslim Alan imzası' }),
    );
  });

  it('a cancelled form offers no signature at all', async () => {
    const { api } = serve(aRepairForm({ status: 'İptal' }));
    renderApp('/admin/forms/41', api);
    const card = await screen.findByRole('region', { name: 'Tamir Formu' });
    expect(await within(card).findAllByText('İmza alınmadı')).toHaveLength(2);
    expect(within(card).queryByRole('button', { name: /imzası$/ })).not.toBeInTheDocument();
  });
});

describe('signing in the app web view (the shop’s tablet)', () => {
  beforeEach(() => jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WEB_VIEW_UA));

  it('takes a signature drawn with a finger', async () => {
    const { api, calls } = serve();
    renderApp('/plate-search/form/41', api);
    await signAs('Şoför imzası', 'Ali Veli', drawWithFinger);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findByRole('img', { name: 'Ali Veli imzası' })).toBeInTheDocument();
  });
});

describe('just after creation', () => {
  // Without a settings answer the countdown falls back to 120 s and logs why.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('İmzala in the dialog opens the driver’s pad, and the countdown waits while it is open', async () => {
    const { api } = serve();
    markJustCreated(41);
    renderApp({ pathname: '/plate-search/form/41' }, api);
    const prompt = await screen.findByRole('dialog', { name: 'Form başarıyla oluşturuldu' });
    // While the dialog's choice is open nothing counts (issue 40).
    expect(screen.queryByText(/saniye sonra plaka sorgulama/)).not.toBeInTheDocument();

    await userEvent.click(within(prompt).getByRole('button', { name: 'İmzala' }));
    const pad = await screen.findByRole('dialog', { name: 'Şoför İmzası' });
    expect(pad).toHaveFocus();
    expect(screen.queryByText(/saniye sonra plaka sorgulama/)).not.toBeInTheDocument();

    await userEvent.click(within(pad).getByRole('button', { name: 'Vazgeç' }));
    expect(await screen.findByText('120 saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz')).toBeInTheDocument();
  });
});

describe('the KVKK notice on the pad (issue 30)', () => {
  const NOTICE = {
    version: 3,
    controllerTitle: 'Örnek Oto Servis',
    address: 'İstanbul',
    email: 'kvkk@ornek.com',
    kepAddress: '',
    text: 'Aydınlatma metni',
    publishedAt: '2026-11-01T09:00:00.000Z',
    noticeOf: 'portal',
  };

  it('shows the short notice with the link to /kvkk and its version before signing, and sends that version with the signature', async () => {
    const form = aRepairForm();
    let current = form;
    const { api, calls } = fakeApi({
      'GET /kvkk/notice': { status: 200, data: NOTICE },
      [`GET /repairform/${form.id}`]: () => ({ status: 200, data: current }),
      [`POST /repairform/${form.id}/signatures`]: (call) => {
        current = { ...current, signatures: [...current.signatures, signatureOf(call)] };
        return { status: 201, data: current };
      },
    });
    renderApp('/admin/forms/41', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Şoför imzası' }));
    const dialog = await screen.findByRole('dialog');
    const notice = within(dialog).getByRole('complementary', { name: 'Aydınlatma' });
    expect(notice).toHaveTextContent('6698 sayılı KVKK');
    expect(notice).toHaveTextContent('açık rıza talebi değildir');
    // The form's shop's notice (issue 41 §3): the link and the controller it names.
    expect(within(notice).getByRole('link', { name: 'Aydınlatma metninin tamamı' })).toHaveAttribute('href', '/kvkk?shop=1');
    expect(notice).toHaveTextContent(/^Veri sorumlusu: Örnek Oto Servis\. Kişisel verileriniz/);
    expect(calls.find((c) => c.url === '/kvkk/notice')?.params).toEqual({ shop: 1 });
    expect(await within(notice).findByText(/Sürüm 3/)).toBeInTheDocument();
    // The notice comes before the pad in the dialog.
    expect(notice.compareDocumentPosition(within(dialog).getByRole('img', { name: 'İmza alanı' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    drawWithMouse(within(dialog).getByRole('img', { name: 'İmza alanı' }), STROKE);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ad Soyad/ }), 'Ali Veli');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İmzayı Kaydet' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ role: 'driver', signerName: 'Ali Veli', noticeVersion: 3 }));
  });

  it("shows a shop's own text as the shop's version and sends that version (issue 41 §3)", async () => {
    const form = aRepairForm();
    const { api, calls } = fakeApi({
      'GET /kvkk/notice': { status: 200, data: { ...NOTICE, version: 2, noticeOf: 'shop' } },
      [`GET /repairform/${form.id}`]: { status: 200, data: form },
      [`POST /repairform/${form.id}/signatures`]: (call) => ({ status: 201, data: { ...form, signatures: [signatureOf(call)] } }),
    });
    renderApp('/admin/forms/41', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Şoför imzası' }));
    const dialog = await screen.findByRole('dialog');
    const notice = within(dialog).getByRole('complementary', { name: 'Aydınlatma' });
    expect(await within(notice).findByText(/\(Tamirhane metni, sürüm 2\)/)).toBeInTheDocument();
    drawWithMouse(within(dialog).getByRole('img', { name: 'İmza alanı' }), STROKE);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ad Soyad/ }), 'Ali Veli');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İmzayı Kaydet' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ role: 'driver', noticeVersion: 2 }));
  });

  it("prints the short notice with the address of the form's shop's notice under the signatures", async () => {
    const { api } = serve();
    renderApp('/admin/forms/41', api);
    const line = await screen.findByTestId('kvkk-notice-line');
    expect(line).toHaveTextContent(`Aydınlatma metni: ${window.location.origin}/kvkk?shop=1`);
    expect(within(line).getByRole('link')).toHaveAttribute('href', `${window.location.origin}/kvkk?shop=1`);
  });

  it("names the shop's own controller and the portal as processor on the printed form (issue 41 §3)", async () => {
    const form = aRepairForm();
    const { api } = fakeApi({
      'GET /kvkk/notice': { status: 200, data: { ...NOTICE, controllerTitle: 'Usta Oto Ltd. Şti.', shopId: 1, processorTitle: 'Portal A.Ş.', processor: 'x' } },
      [`GET /repairform/${form.id}`]: { status: 200, data: form },
    });
    renderApp('/admin/forms/41', api);
    const line = await screen.findByTestId('kvkk-notice-line');
    await waitFor(() => expect(line).toHaveTextContent(/^Veri sorumlusu: Usta Oto Ltd\. Şti\. \(veri işleyen: Portal A\.Ş\.\)\. Kişisel verileriniz/));
  });
});
