import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { cx } from '../utils/cx';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Prefix of the tab and panel ids (`${idPrefix}-tab-${id}`, `${idPrefix}-panel-${id}`). */
  idPrefix: string;
  /** The chosen tab's panel. */
  children: ReactNode;
  className?: string;
}

/** Whether the strip has tabs out of view before its start and after its end. */
function useHiddenEnds(strip: RefObject<HTMLDivElement | null>): { start: boolean; end: boolean } {
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const measure = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEnds((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [strip]);
  return ends;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys / Home / End move and choose (automatic
 * activation), the panel is labelled by its tab. The strip scrolls sideways inside itself on a
 * narrow screen, so the page never does; an edge with tabs beyond it fades and shows an arrow (a
 * press on it scrolls that way; keyboard users reach every tab with the arrow keys).
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, idPrefix, children, className }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const strip = useRef<HTMLDivElement | null>(null);
  const hidden = useHiddenEnds(strip);
  const scrollToward = (direction: 1 | -1) => {
    const el = strip.current;
    el?.scrollBy?.({ left: direction * el.clientWidth * 0.7, behavior: 'smooth' });
  };
  // A tab opened from the address (?tab=…) may sit past the strip's edge on a phone: bring it in.
  useEffect(() => {
    refs.current.get(value)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  const choose = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    onChange(next.id);
    refs.current.get(next.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose(moves[event.key]);
  };
  return (
    <div className={cx('tf-tabs', className)}>
      <div className="tf-tabs__strip">
        <div ref={strip} role="tablist" aria-label={label} className="tf-tabs__list">
          {tabs.map((tab, index) => {
            const selected = tab.id === value;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  if (node) refs.current.set(tab.id, node);
                  else refs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${idPrefix}-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`${idPrefix}-panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                className={cx('tf-tabs__tab', selected && 'tf-tabs__tab--active')}
                onClick={() => onChange(tab.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {(['start', 'end'] as const).map(
          (edge) =>
            hidden[edge] && (
              <span
                key={edge}
                className={`tf-tabs__more tf-tabs__more--${edge}`}
                data-scroll-hint={edge}
                aria-hidden="true"
                onClick={() => scrollToward(edge === 'end' ? 1 : -1)}
              >
                {edge === 'end' ? '›' : '‹'}
              </span>
            ),
        )}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${value}`} aria-labelledby={`${idPrefix}-tab-${value}`} className="tf-tabs__panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
