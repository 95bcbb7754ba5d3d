import { describePriceIssue } from '../price-check';
import type { PriceVerdict } from './use-price-issues';

/** The price check's verdict, shown before anyone confirms the order. */
export function PriceCheckFlag({ verdict }: { verdict: PriceVerdict }) {
  if (verdict.state === 'checking') return <p className="muted">Checking prices against the catalogue…</p>;
  if (verdict.state === 'failed') {
    return (
      <p className="admin-banner" role="alert">
        Could not check the prices against the catalogue. Check them by hand before confirming.
      </p>
    );
  }
  const { issues } = verdict;
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
