import { useEffect } from 'react';

/**
 * Leaving a screen with unsaved work asks first (issue 40): inside the portal (a link, the menu,
 * Listeye Dön, the browser's Back) and on a page unload. The shell and every remote run their own
 * router on one `window.history` (single-spa's patched history), so the guard sits on that history,
 * once for the whole page: shared-ui is a Module Federation singleton, so this module is too.
 *
 * - pushState/replaceState to another path while a guard is on asks `window.confirm`; refused, the
 *   URL does not change and the routers, which read the URL back, stay where they are.
 * - Back/Forward (popstate) is seen first, in the capture phase on `window` through the native
 *   `addEventListener` (single-spa keeps the listeners added through `window.addEventListener` to
 *   call them itself); refused, the event stops there and the address goes back to the guarded page
 *   through the native pushState, so no router ever learns of the move.
 * - `beforeunload` gets the browser's own question.
 * A question answered yes drops every guard: the screen that held it is being left.
 */

interface Guard {
  message: string;
}

const guards = new Set<Guard>();
/** The address (path + query) the guarded screen was shown at; the URL Back returns to when refused. */
let guardedUrl: string | null = null;
let installed = false;

const here = () => `${window.location.pathname}${window.location.search}`;
const active = (): Guard | undefined => guards.values().next().value;

function pathOf(url: string | URL | null | undefined): string | null {
  if (url === null || url === undefined) return null;
  const next = new URL(String(url), window.location.href);
  return `${next.pathname}${next.search}`;
}

/** Asks the active guard's question; yes lets the move happen and drops every guard. */
function mayLeave(): boolean {
  const guard = active();
  if (!guard) return true;
  if (!window.confirm(guard.message)) return false;
  guards.clear();
  guardedUrl = null;
  return true;
}

function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const nativePush = History.prototype.pushState;
  for (const method of ['pushState', 'replaceState'] as const) {
    const through = window.history[method].bind(window.history);
    window.history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      const to = pathOf(url);
      if (guards.size > 0 && to !== null && to !== here() && !mayLeave()) return;
      through(data, unused, url);
    };
  }
  EventTarget.prototype.addEventListener.call(
    window,
    'popstate',
    (event: Event) => {
      if (guards.size === 0 || guardedUrl === null || here() === guardedUrl) return;
      if (mayLeave()) return;
      event.stopImmediatePropagation();
      nativePush.call(window.history, window.history.state, '', guardedUrl);
    },
    true,
  );
  window.addEventListener('beforeunload', (event) => {
    if (guards.size === 0) return;
    event.preventDefault();
    // Older browsers show the question only when returnValue is set.
    event.returnValue = '';
  });
}

/** While `on`, leaving the current screen asks `message` first (see the module's comment). */
export function useLeaveGuard(on: boolean, message: string) {
  useEffect(() => {
    if (!on) return;
    install();
    const guard: Guard = { message };
    guards.add(guard);
    guardedUrl = here();
    return () => {
      guards.delete(guard);
      if (guards.size === 0) guardedUrl = null;
    };
  }, [on, message]);
}
