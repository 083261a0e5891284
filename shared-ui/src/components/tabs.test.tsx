import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const TABS = [
  { id: 'a', label: 'Genel' },
  { id: 'b', label: 'E-posta' },
  { id: 'c', label: 'SMS' },
] as const;

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs label="Ayarlar" tabs={TABS} value={value} onChange={setValue} idPrefix="t">
      <p>{`içerik ${value}`}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the chosen tab’s panel, labelled by its tab, with one tab stop', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Ayarlar' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Genel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Genel' })).toHaveTextContent('içerik a');
    await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(screen.getByRole('tabpanel', { name: 'SMS' })).toHaveTextContent('içerik c');
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    render(<Harness />);
    screen.getByRole('tab', { name: 'Genel' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('içerik c');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Genel' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('içerik a');
  });

  it('marks an end of the strip with tabs beyond it, and only while there are', () => {
    // jsdom lays nothing out: the strip is 300 px wide and holds 600 px of tabs.
    const sizes = { scrollWidth: 600, clientWidth: 300 };
    const restore = (Object.keys(sizes) as Array<keyof typeof sizes>).map((key) => {
      const original = Object.getOwnPropertyDescriptor(Element.prototype, key);
      Object.defineProperty(Element.prototype, key, {
        configurable: true,
        get(this: Element) {
          return this.getAttribute('role') === 'tablist' ? sizes[key] : 0;
        },
      });
      return () => Object.defineProperty(Element.prototype, key, original!);
    });
    try {
      const { container } = render(<Harness />);
      const strip = screen.getByRole('tablist');
      expect(container.querySelector('[data-scroll-hint="end"]')).toBeInTheDocument();
      expect(container.querySelector('[data-scroll-hint="start"]')).not.toBeInTheDocument();
      strip.scrollLeft = 300;
      fireEvent.scroll(strip);
      expect(container.querySelector('[data-scroll-hint="end"]')).not.toBeInTheDocument();
      expect(container.querySelector('[data-scroll-hint="start"]')).toHaveAttribute('aria-hidden', 'true');
    } finally {
      restore.forEach((undo) => undo());
    }
  });
});
