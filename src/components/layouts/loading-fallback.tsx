import { useT } from '@/i18n';
import { layoutMessages as m } from './messages';

export function LoadingFallback() {
  const t = useT();
  return (
    <p className="loading-fallback" role="status">
      {t(m.loading)}
    </p>
  );
}
