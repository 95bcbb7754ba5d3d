import { shop, telHref, whatsappUrl } from '@/config/shop';
import { PageMeta } from '@/features/layout/components/page-meta';
import './info-page.css';

/** Contact Us: every way to reach the shop, WhatsApp first (that is where orders are confirmed). */
export function Component() {
  return (
    <div className="info-page">
      <PageMeta
        title={`Contact Us — ${shop.name}`}
        description={`Reach ${shop.name} on WhatsApp, by phone or by e-mail. We answer questions about products, orders and delivery.`}
      />
      <header className="info-page__head">
        <h1>Contact Us</h1>
        <p>
          Questions about a product, an order or a delivery? Write to us on WhatsApp for the quickest answer,
          or call, e-mail or visit our shop.
        </p>
      </header>
      <div className="info-page__body">
        <section className="info-card" aria-labelledby="contact-whatsapp">
          <h2 id="contact-whatsapp">Chat on WhatsApp</h2>
          <p>
            We confirm every order on WhatsApp and usually reply within the hour, Monday to Saturday, 9:30 am
            to 7:30 pm.
          </p>
          <a
            className="button whatsapp-link"
            href={whatsappUrl('Namaste! I have a question about')}
            target="_blank"
            rel="noreferrer"
          >
            Chat with us on WhatsApp
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
        <div className="info-grid">
          <section className="info-card" aria-labelledby="contact-phone">
            <h2 id="contact-phone">Call us</h2>
            <p>
              Office: <a href={telHref(shop.phoneOffice)}>{shop.phoneOffice}</a>
            </p>
            <p>
              Support: <a href={telHref(shop.phoneSupport)}>{shop.phoneSupport}</a>
            </p>
          </section>
          <section className="info-card" aria-labelledby="contact-email">
            <h2 id="contact-email">E-mail</h2>
            <p>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </p>
            <p className="muted">We answer e-mails within one working day.</p>
          </section>
          <section className="info-card" aria-labelledby="contact-visit">
            <h2 id="contact-visit">Visit us</h2>
            <address>{shop.address}</address>
            <p className="muted">Monday to Saturday, 10 am to 7 pm.</p>
          </section>
        </div>
      </div>
    </div>
  );
}
