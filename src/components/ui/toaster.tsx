import { useEffect, useState, type ComponentType } from 'react';
import { loadMessageParts } from '@/i18n';
import { onToastContainerWanted, toastContainerFailed } from '@/lib/notify';

/**
 * The container's labels (a part of the catalogue of their own) load beside its code. Without them
 * (offline) the messages still show, with their labels in English.
 */
function loadToastTexts(): Promise<void> {
  return loadMessageParts(['toasts']).catch((error: unknown) => {
    console.error('Could not load the toast container’s texts', error);
  });
}

/**
 * Mounts the toast container (a lazy chunk) when the first message is sent. The chunk is loaded
 * by hand rather than with React.lazy: when it cannot be fetched (offline), React.lazy would
 * throw to the page's error boundary; here the message falls back to an alert instead, and the
 * next message tries again.
 */
export function Toaster() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    let loading = false;
    const unsubscribe = onToastContainerWanted(() => {
      if (loading) return;
      loading = true;
      Promise.all([import('./toast-host'), loadToastTexts()])
        .then(([{ default: ToastHost }]) => {
          if (active) setHost(() => ToastHost);
        })
        .catch((error: unknown) => {
          loading = false;
          console.error('Could not load the toast container', error);
          toastContainerFailed(error);
        });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return Host ? <Host /> : null;
}
