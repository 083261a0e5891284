import { useState, useSyncExternalStore } from 'react';

/*
 * Whether a pointer (mouse, pen or finger) is pressed on the page: from its down until just after
 * the click it makes. Pressing a button first takes the focus from the field being typed in; that
 * field's check then runs and its message comes or goes, and if the page moved under the pointer
 * before the button was let go, the click went nowhere. What is drawn with useSteadyWhilePressed
 * waits for the press to end.
 */
let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const PRESS_EVENTS = ['pointerdown', 'mousedown'] as const;
// The click follows mouseup in the same task: the release waits one task, so the click comes first.
// A tap gives pointerup before its mousedown; that mousedown presses again.
const RELEASE_EVENTS = ['pointerup', 'pointercancel', 'mouseup', 'click', 'dragend'] as const;

function setPressed(next: boolean): void {
  if (pressed === next) return;
  pressed = next;
  for (const listener of listeners) listener();
}

function press(): void {
  clearTimeout(releaseTimer);
  setPressed(true);
}

function release(): void {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(false), 0);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    for (const type of PRESS_EVENTS) document.addEventListener(type, press, true);
    for (const type of RELEASE_EVENTS) document.addEventListener(type, release, true);
    window.addEventListener('blur', release);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const type of PRESS_EVENTS) document.removeEventListener(type, press, true);
    for (const type of RELEASE_EVENTS) document.removeEventListener(type, release, true);
    window.removeEventListener('blur', release);
    clearTimeout(releaseTimer);
    pressed = false;
  };
}

const isPressed = () => pressed;

/** `value`, except while a pointer is pressed: then the value it had when the press began. */
export function useSteadyWhilePressed<T>(value: T): T {
  const held = useSyncExternalStore(subscribe, isPressed, () => false);
  const [shown, setShown] = useState(value);
  if (!held && !Object.is(shown, value)) setShown(value);
  return held ? shown : value;
}
