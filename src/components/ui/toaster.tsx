import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastContainerWanted } from '@/lib/notify';

const ToastHost = lazy(() => import('./toast-host'));

/** Mounts the toast container (a lazy chunk) when the first message is sent. */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(
    () =>
      onToastContainerWanted(() => {
        setWanted(true);
      }),
    [],
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
