import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { cx } from '../utils/cx';
import { toastStore, type ToastItem } from './toast-store';

const ICONS: Record<ToastItem['kind'], string> = { success: '✓', error: '!', warning: '!', info: 'i' };

function ToastView({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const [open, setOpen] = useState(true);
  const urgent = item.kind === 'error' || item.kind === 'warning';
  return (
    <RadixToast.Root
      className={cx('tf-toast', `tf-toast--${item.kind}`)}
      open={open}
      duration={item.duration}
      type={urgent ? 'foreground' : 'background'}
      data-kind={item.kind}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== item.id) }));
      }}
    >
      <span className="tf-toast__icon" aria-hidden="true">
        {ICONS[item.kind]}
      </span>
      <div className="tf-toast__body">
        {item.title && <RadixToast.Title className="tf-toast__title">{item.title}</RadixToast.Title>}
        <RadixToast.Description>{item.message}</RadixToast.Description>
      </div>
      <RadixToast.Close className="tf-toast__close" aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

export interface ToasterProps {
  /** Name of the notification region for screen readers. */
  label?: string;
  closeLabel?: string;
}

/**
 * Renders the shared toast queue top-right. Mount it once at an app's root; when host and
 * remote both mount one, only the first renders (the queue is shared, so nothing shows twice).
 */
export function Toaster({ label = 'Bildirimler', closeLabel = 'Kapat' }: ToasterProps) {
  const id = useRef(Symbol('toaster')).current;
  const isOwner = useStore(toastStore, (s) => s.owner === id);
  const toasts = useStore(toastStore, (s) => s.toasts);

  useEffect(() => {
    const claim = () => {
      if (toastStore.getState().owner === null) toastStore.setState({ owner: id });
    };
    claim();
    const unsubscribe = toastStore.subscribe(claim);
    return () => {
      unsubscribe();
      if (toastStore.getState().owner === id) toastStore.setState({ owner: null });
    };
  }, [id]);

  if (!isOwner) return null;
  return (
    <RadixToast.Provider swipeDirection="right" label={label}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} closeLabel={closeLabel} />
      ))}
      <RadixToast.Viewport className="tf-toast-viewport no-print" label={`${label} ({hotkey})`} />
    </RadixToast.Provider>
  );
}
