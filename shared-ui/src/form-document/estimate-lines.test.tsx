import { render, screen, within } from '@testing-library/react';
import type { RepairItems } from '@tamir/shared-api/lite';
import { EstimateLines } from './estimate-lines';
import { SignatureBlocks } from './signature-blocks';

const estimate: RepairItems = {
  version: 2,
  items: [
    { kind: 'Parça', description: 'Fren balatası', quantity: 2, unit: 'adet', unitPriceKurus: 45000, vatRate: 20, lineTotalKurus: 90000, vatKurus: 18000 },
    {
      kind: 'İşçilik',
      description: 'Balata değişimi',
      quantity: 1.5,
      unit: 'saat',
      unitPriceKurus: 75050,
      vatRate: 10,
      lineTotalKurus: 112575,
      vatKurus: 11258,
    },
  ],
  subtotalKurus: 202575,
  vatByRate: [
    { vatRate: 10, baseKurus: 112575, vatKurus: 11258 },
    { vatRate: 20, baseKurus: 90000, vatKurus: 18000 },
  ],
  vatKurus: 29258,
  totalKurus: 231833,
};

describe('EstimateLines', () => {
  it('lists each line with its quantity, unit price, KDV and amount the Turkish way, then the totals', () => {
    render(<EstimateLines estimate={estimate} />);
    const section = screen.getByRole('region', { name: 'Parça ve İşçilik' });
    const lines = within(section).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveTextContent('İşçilik Balata değişimi');
    expect(lines[1]).toHaveTextContent('1,5 saat × 750,50 ₺ · KDV %10');
    expect(lines[1]).toHaveTextContent('1.125,75 ₺');
    const totals = section.querySelector('dl')!;
    expect(totals).toHaveTextContent('Ara Toplam2.025,75 ₺');
    expect(totals).toHaveTextContent('KDV %10112,58 ₺');
    expect(totals).toHaveTextContent('KDV %20180,00 ₺');
    expect(totals).toHaveTextContent('Genel Toplam2.318,33 ₺');
  });

  it('adds the delivery block to the signatures once Teslim Alan has signed', () => {
    render(
      <SignatureBlocks
        signatures={[{ role: 'delivery', signerName: 'Hasan Teslim', signedAt: '2026-03-05T10:30:00.000Z', image: 'data:image/png;base64,iVBORw0KGgoAAAA=' }]}
      />,
    );
    expect(screen.getByTestId('signature-delivery')).toHaveTextContent('Teslim Alan (Müşteri)');
    // Issue 40: the intake's row and the delivery's row are titled apart.
    expect(screen.getByRole('region', { name: 'Araç Teslimi (Tamirden Çıkış)' })).toContainElement(screen.getByTestId('signature-delivery'));
    expect(screen.getByRole('region', { name: 'Araç Kabulü (Tamire Giriş)' })).toHaveTextContent('Teslim Alan (Yetkili)');
    expect(screen.getByRole('img', { name: 'Hasan Teslim imzası' })).toBeInTheDocument();
  });
});
