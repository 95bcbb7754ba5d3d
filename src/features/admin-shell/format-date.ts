const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** When something happened, as the admin area shows it (or '—' when unknown). */
export function formatWhen(ms: number | null | undefined): string {
  return typeof ms === 'number' && Number.isFinite(ms) ? dateTime.format(ms) : '—';
}
