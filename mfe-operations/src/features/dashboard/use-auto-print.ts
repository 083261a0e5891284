import { useCallback, useEffect, useRef, useState } from 'react';
import { formatPlate, STORAGE_KEYS, type RepairFormSummary } from '@tamir/shared-api';
import { PATHS } from '../../paths';
import { DASHBOARD_TEXTS } from './dashboard-texts';

function readSetting(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.autoPrint) === 'true';
  } catch {
    return false;
  }
}

const notifications = () => (typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null);

/** The auto-print toggle, kept in localStorage 'autoPrintEnabled'; switching it on asks for notification permission once. */
export function useAutoPrintSetting(): [boolean, (enabled: boolean) => void] {
  const [enabled, setEnabled] = useState(readSetting);
  const change = useCallback((next: boolean) => {
    setEnabled(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.autoPrint, String(next));
    } catch {
      /* private mode: the toggle still works for this page */
    }
    const api = notifications();
    if (next && api && api.permission === 'default') {
      Promise.resolve(api.requestPermission()).catch(() => undefined);
    }
  }, []);
  return [enabled, change];
}

function newest(forms: readonly RepairFormSummary[]): RepairFormSummary | null {
  let best: RepairFormSummary | null = null;
  for (const form of forms) {
    if (!best || form.createdAt > best.createdAt || (form.createdAt === best.createdAt && form.id > best.id)) best = form;
  }
  return best;
}

function notify(form: RepairFormSummary) {
  const api = notifications();
  if (!api || api.permission !== 'granted') return;
  try {
    new api(DASHBOARD_TEXTS.newFormNotice, { body: `${form.formNumber} · ${formatPlate(form.vehiclePlateNumber)}` });
  } catch {
    /* some mobile browsers allow notifications only from a service worker */
  }
}

/**
 * Auto-print (core-journeys §4): when the newest recent form changes between two polls, and the
 * new one was not in the previous list (a deleted form must not re-print an older one), its page
 * opens in a new tab with autoPrint=true and a notification shows if permitted. The first load
 * only sets the baseline.
 */
export function useAutoPrintWatcher(forms: readonly RepairFormSummary[] | null, enabled: boolean) {
  const previous = useRef<{ newestId: number | null; ids: Set<number> } | null>(null);
  const on = useRef(enabled);

  useEffect(() => {
    on.current = enabled;
  }, [enabled]);

  useEffect(() => {
    if (!forms) return;
    const latest = newest(forms);
    const before = previous.current;
    previous.current = { newestId: latest?.id ?? null, ids: new Set(forms.map((form) => form.id)) };
    if (!before || !latest || latest.id === before.newestId || before.ids.has(latest.id) || !on.current) return;
    window.open(PATHS.autoPrintForm(latest.id), '_blank');
    notify(latest);
  }, [forms]);
}
