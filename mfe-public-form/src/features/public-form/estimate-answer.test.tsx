import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { PublicForm } from '@tamir/shared-api/lite';
import { PublicFormView } from './public-form-page';
import { aPublicForm } from '../../test/public-form-fixture';

const waiting = aPublicForm({
  status: 'Onay Bekliyor',
  estimate: {
    version: 3,
    items: [
      { kind: 'Parça', description: 'Fren balatası', quantity: 2, unit: 'adet', unitPriceKurus: 45000, vatRate: 20, lineTotalKurus: 90000, vatKurus: 18000 },
    ],
    subtotalKurus: 90000,
    vatByRate: [{ vatRate: 20, baseKurus: 90000, vatKurus: 18000 }],
    vatKurus: 18000,
    totalKurus: 108000,
  },
  canAnswer: true,
});

const view = (form: PublicForm, feedback?: Parameters<typeof PublicFormView>[0]['answerFeedback']) =>
  render(<PublicFormView state={{ status: 'loaded', form }} answerAction="/forms/view/abc" answerFeedback={feedback} />);

describe('the company’s answer on the public page', () => {
  it('shows the estimate and a plain form posting the name, note, version and decision to the page', async () => {
    const { container } = view(waiting);
    expect(screen.getByTestId('repair-status')).toHaveTextContent('Durum: Onay Bekliyor');
    expect(screen.getByRole('region', { name: 'Parça ve İşçilik' })).toHaveTextContent('Genel Toplam1.080,00 ₺');
    const form = screen.getByRole('form', { name: 'Teklif Onayı' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/view/abc');
    expect(within(form).getByLabelText(/Adınız Soyadınız/)).toBeRequired();
    expect(within(form).getByLabelText('Not (isteğe bağlı)')).not.toBeRequired();
    expect(form.querySelector('input[type="hidden"][name="version"]')).toHaveValue('3');
    expect(within(form).getByRole('button', { name: 'Teklifi Onayla' })).toHaveAttribute('value', 'approve');
    expect(within(form).getByRole('button', { name: 'Reddet' })).toHaveAttribute('value', 'reject');
    // jsdom draws nothing: contrast is checked in the browser (e2e); every other rule runs here.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows a refused name under its field, and keeps what was typed', () => {
    view(waiting, { message: 'Onaylayanın adı soyadı zorunludur', nameError: 'Onaylayanın adı soyadı zorunludur', values: { note: 'Uygun' } });
    const name = screen.getByLabelText(/Adınız Soyadınız/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Onaylayanın adı soyadı zorunludur');
    expect(screen.getByLabelText('Not (isteğe bağlı)')).toHaveValue('Uygun');
  });

  it('focuses a refused name in its field and names the button pressed (issue 40)', () => {
    view(waiting, {
      message: 'Onaylayanın adı soyadı zorunludur',
      nameError: 'Onaylayanın adı soyadı zorunludur',
      decision: 'approve',
      values: { name: '   ' },
    });
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveFocus();
    expect(screen.getByTestId('answer-refusal')).toHaveTextContent(/^“Teklifi Onayla” yanıtınız kaydedilmedi\.$/);
  });

  it('focuses any other refusal itself, with the button pressed and why (issue 40)', () => {
    view(waiting, { message: 'Teklif siz incelerken değişti. Lütfen sayfayı yenileyip güncel teklifi inceleyin', decision: 'reject' });
    const refusal = screen.getByRole('alert');
    expect(refusal).toHaveTextContent('“Reddet” yanıtınız kaydedilmedi. Teklif siz incelerken değişti. Lütfen sayfayı yenileyip güncel teklifi inceleyin');
    expect(refusal).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Teklif Onayı' })).toContainElement(refusal);
  });

  it('offers no form once answered, shows the answer, and a refusal above it', () => {
    view(
      {
        ...waiting,
        status: 'Onaylandı',
        canAnswer: false,
        approval: { decision: 'approve', name: 'Ayşe Filo', note: '', version: 3, totalKurus: 108000, decidedAt: '2026-03-05T10:30:00.000Z' },
      },
      { message: 'Bu teklif zaten yanıtlanmış' },
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByTestId('approval-answer')).toHaveTextContent('Teklif Ayşe Filo tarafından 05.03.2026 13:30 tarihinde onaylandı.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bu teklif zaten yanıtlanmış');
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
