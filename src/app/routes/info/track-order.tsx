import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shop, whatsappUrl } from '@/config/shop';
import { PageMeta } from '@/features/layout/components/page-meta';
import './info-page.css';

const STATUSES = [
  { name: 'Placed', text: 'We have your order and will confirm it with you on WhatsApp.' },
  { name: 'Confirmed', text: 'We spoke with you and are packing your parcel.' },
  { name: 'Shipped', text: 'Your parcel is on its way; have the cash amount ready.' },
  { name: 'Delivered', text: 'The parcel reached you and was paid on delivery.' },
  { name: 'Cancelled', text: 'The order was cancelled by you or by us; nothing is owed.' },
] as const;

/** Track your order: explains order statuses; the orders work adds the signed-in shopper's own list. */
export function Component() {
  return (
    <div className="info-page">
      <PageMeta
        title={`Track your order — ${shop.name}`}
        description="See where your ayurvedic order is: placed, confirmed, shipped or delivered."
      />
      <header className="info-page__head">
        <h1>Track your order</h1>
        <p>
          Once you are logged in, this page lists the orders you have placed with their current status, newest
          first.
        </p>
      </header>
      <div className="info-page__body">
        <section className="info-card" aria-labelledby="track-statuses">
          <h2 id="track-statuses">What each status means</h2>
          <ul className="status-list">
            {STATUSES.map((status) => (
              <li key={status.name}>
                <strong>{status.name}</strong>
                <span>{status.text}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="info-card" aria-labelledby="track-how">
          <h2 id="track-how">How to follow an order</h2>
          <ol className="info-steps">
            <li>
              <Link to={paths.login}>Log in</Link> with the account you ordered from.
            </li>
            <li>Come back to this page to see each order, its items and its status.</li>
            <li>
              For anything urgent, message us on WhatsApp with your name and phone number — we reply within
              the hour during opening times.
            </li>
          </ol>
          <p>
            <a
              className="button whatsapp-link"
              href={whatsappUrl('Namaste! Where is my order?')}
              target="_blank"
              rel="noreferrer"
            >
              Ask about my order on WhatsApp
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}
