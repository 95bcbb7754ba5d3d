/** A small spinner; give it a label when it is the only sign of work under way. */
export function Spinner({ label }: { label?: string }) {
  return (
    <span className="spinner" role={label ? 'status' : undefined} aria-label={label}>
      <span className="spinner__circle" aria-hidden="true" />
    </span>
  );
}
