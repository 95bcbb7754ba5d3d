/**
 * Toasts (3000 ms). Types as the spec's notifications: success, error, and info for work
 * under way. react-toastify (~10 KB gzip) is loaded on the first message, not with the page:
 * <Toaster/> mounts its container when asked, and messages wait until it is ready.
 */
import type { toast as toastFunction } from 'react-toastify/unstyled';
import { TOAST_MS } from '@/config/constants';
import { translateKnown } from '@/i18n';

type Kind = 'success' | 'error' | 'info';

let toastLibrary: Promise<{ toast: typeof toastFunction }> | undefined;
/** Containers mounted now; StrictMode mounts, unmounts and mounts one again. */
let mountedContainers = 0;
/** Messages waiting for a container while none is mounted. */
let waiting: { ready: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | undefined;
const listeners = new Set<() => void>();

export function loadToastLibrary() {
  // The same build as the container's (components/ui/toast-host.tsx), so both share one store.
  toastLibrary ??= import('react-toastify/unstyled');
  // A failed download is asked again next time (the connection may be back).
  toastLibrary.catch(() => {
    toastLibrary = undefined;
  });
  return toastLibrary;
}

/**
 * <Toaster/> listens here and mounts the container on the first message; a message sent
 * before it listened (e.g. by a loader during the first render) calls it at once.
 */
export function onToastContainerWanted(listener: () => void): () => void {
  listeners.add(listener);
  if (waiting) listener();
  return () => listeners.delete(listener);
}

/**
 * Called by the container once it is mounted; returns what to call when this mount goes away.
 * Readiness follows the containers mounted now, so a container mounted again (as StrictMode
 * does) is ready again, and the last one gone makes the next message mount a new one.
 */
export function toastContainerMounted(): () => void {
  mountedContainers += 1;
  waiting?.resolve();
  waiting = undefined;
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    mountedContainers -= 1;
  };
}

/** Called when the container's code could not be loaded: waiting messages fall back, the next one retries. */
export function toastContainerFailed(error: unknown) {
  waiting?.reject(error);
  waiting = undefined;
}

function whenContainerReady(): Promise<void> {
  if (mountedContainers > 0) return Promise.resolve();
  if (!waiting) {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const ready = new Promise<void>((onReady, onFailed) => {
      resolve = onReady;
      reject = onFailed;
    });
    waiting = { ready, resolve, reject };
    for (const listener of listeners) listener();
  }
  return waiting.ready;
}

/**
 * Loads the toast code and mounts the (empty) container ahead of the first message. A
 * customer's session calls it, so that the cart's "Please connect to an internet connection"
 * messages still show when the connection is gone by the time they are needed.
 */
export function prepareToasts() {
  Promise.all([loadToastLibrary(), whenContainerReady()]).catch((error: unknown) => {
    // Nothing is lost: the first message loads the code again, or falls back to an alert.
    console.warn('Could not load the toast code ahead of time', error);
  });
}

async function show(kind: Kind, message: string) {
  const [{ toast }] = await Promise.all([loadToastLibrary(), whenContainerReady()]);
  // A stable id keeps a repeated message from stacking; a repeat while it shows restarts its 3 s.
  const toastId = `${kind}:${message}`;
  if (toast.isActive(toastId)) toast.update(toastId, { autoClose: TOAST_MS });
  else toast[kind](message, { toastId });
}

/** Messages fired lately, by their text (an id: src/i18n), for carryRecentNotices. */
let recent: { kind: Kind; text: string; at: number }[] = [];
const CARRIED_KEY = 'shop.carriedNotices';
const isKind = (value: unknown): value is Kind =>
  value === 'success' || value === 'error' || value === 'info';

function fire(kind: Kind, text: string) {
  const now = Date.now();
  recent = [...recent.filter(({ at }) => now - at < TOAST_MS), { kind, text, at: now }];
  // Every toast in the page's language: the shop's texts are their own ids (src/i18n).
  const message = translateKnown(text);
  show(kind, message).catch((error: unknown) => {
    // The toast code could not load (e.g. offline after a deploy): the message must not vanish.
    console.error(`Could not show the message "${message}"`, error);
    window.alert(message);
  });
}

export const notify = {
  success: (message: string) => {
    fire('success', message);
  },
  error: (message: string) => {
    fire('error', message);
  },
  info: (message: string) => {
    fire('info', message);
  },
};

/**
 * Before the tab loads another document of the shop (an English-only page reached from a Hindi
 * one: src/app/english-only.ts): the messages of the last TOAST_MS, which that load would cut off
 * ('Admin logged out!'), are kept in the tab's sessionStorage for the next document to show.
 */
export function carryRecentNotices() {
  const now = Date.now();
  const carried = recent.filter(({ at }) => now - at < TOAST_MS).map(({ kind, text }) => ({ kind, text }));
  if (carried.length === 0) return;
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
  } catch (error) {
    console.warn('Could not keep the messages for the next page', error);
  }
}

/** At the start of a document: shows (in its language) the messages the previous one carried over. */
export function showCarriedNotices() {
  let carried: unknown;
  try {
    const raw = sessionStorage.getItem(CARRIED_KEY);
    if (raw === null) return;
    sessionStorage.removeItem(CARRIED_KEY);
    carried = JSON.parse(raw);
  } catch (error) {
    console.warn('Could not read the messages the previous page kept', error);
    return;
  }
  if (!Array.isArray(carried)) return;
  for (const notice of carried as { kind?: unknown; text?: unknown }[]) {
    if (isKind(notice.kind) && typeof notice.text === 'string') fire(notice.kind, notice.text);
  }
}
