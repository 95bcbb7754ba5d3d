import { formatDateTime } from '@/lib/format';

/** When something happened, as the admin area (English) shows it (or '—' when unknown). */
export function formatWhen(ms: number | null | undefined): string {
  return typeof ms === 'number' && Number.isFinite(ms) ? formatDateTime(ms, 'en-IN') : '—';
}
