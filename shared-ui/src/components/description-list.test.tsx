import { render, screen } from '@testing-library/react';
import { DescriptionList } from './description-list';

describe('DescriptionList', () => {
  it('renders each shown item as a div with dt and dd, keeping the class and attributes', () => {
    const showEmail = false;
    const { container } = render(
      <DescriptionList
        className="ops-summary ops-summary--document"
        aria-label="Araç"
        items={[
          { label: 'Plaka', value: '34 ABC 123' },
          showEmail && { label: 'E-posta', value: 'a@b.com' },
          null,
          { label: 'Gizli', value: 'x', hidden: true },
          { label: 'Form No', value: <strong data-testid="form-number">TF-1</strong> },
        ]}
      />,
    );
    expect(container.innerHTML).toBe(
      '<dl class="ops-summary ops-summary--document" aria-label="Araç">' +
        '<div><dt>Plaka</dt><dd>34 ABC 123</dd></div>' +
        '<div><dt>Form No</dt><dd><strong data-testid="form-number">TF-1</strong></dd></div>' +
        '</dl>',
    );
    expect(screen.getByTestId('form-number')).toHaveTextContent('TF-1');
  });

  it('accepts the same label twice with its own keys', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <DescriptionList
        items={[
          { key: 'a', label: 'Telefon', value: '1' },
          { key: 'b', label: 'Telefon', value: '2' },
        ]}
      />,
    );
    expect(screen.getAllByText('Telefon')).toHaveLength(2);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
