import { describePriceIssue, type PriceIssue } from '../price-check';

/** The price check's verdict, shown before anyone confirms the order. */
export function PriceCheckFlag({ issues }: { issues: readonly PriceIssue[] | null }) {
  if (issues === null) return <p className="muted">Checking prices against the catalogue…</p>;
  if (issues.length === 0) {
    return <p className="price-check price-check--ok">Prices match the catalogue.</p>;
  }
  return (
    <div className="price-check price-check--flagged" role="alert">
      <p>
        <strong>Check the prices before confirming:</strong> this order does not match the catalogue.
      </p>
      <ul>
        {issues.map((issue, index) => (
          <li key={index}>{describePriceIssue(issue)}</li>
        ))}
      </ul>
    </div>
  );
}
