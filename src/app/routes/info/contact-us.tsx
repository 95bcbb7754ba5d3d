import { shop, telHref, whatsappUrl } from '@/config/shop';
import { useInfoContent } from '@/features/info/info-content';
import { PageMeta } from '@/features/layout/components/page-meta';
import './info-page.css';

/** Contact Us: every way to reach the shop, WhatsApp first (that is where orders are confirmed). */
export function Component() {
  const { contact } = useInfoContent();
  return (
    <div className="info-page">
      <PageMeta title={contact.meta.title} description={contact.meta.description} />
      <header className="info-page__head">
        <h1>{contact.title}</h1>
        <p>{contact.intro}</p>
      </header>
      <div className="info-page__body">
        <section className="info-card" aria-labelledby="contact-whatsapp">
          <h2 id="contact-whatsapp">{contact.whatsapp.title}</h2>
          <p>{contact.whatsapp.text}</p>
          <a
            className="button whatsapp-link"
            href={whatsappUrl(contact.whatsapp.prefill)}
            target="_blank"
            rel="noreferrer"
          >
            {contact.whatsapp.button}
            <span className="visually-hidden">{contact.whatsapp.newTab}</span>
          </a>
        </section>
        <div className="info-grid">
          <section className="info-card" aria-labelledby="contact-phone">
            <h2 id="contact-phone">{contact.phone.title}</h2>
            <p>
              {contact.phone.office} <a href={telHref(shop.phoneOffice)}>{shop.phoneOffice}</a>
            </p>
            <p>
              {contact.phone.support} <a href={telHref(shop.phoneSupport)}>{shop.phoneSupport}</a>
            </p>
          </section>
          <section className="info-card" aria-labelledby="contact-email">
            <h2 id="contact-email">{contact.email.title}</h2>
            <p>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </p>
            <p className="muted">{contact.email.note}</p>
          </section>
          <section className="info-card" aria-labelledby="contact-visit">
            <h2 id="contact-visit">{contact.visit.title}</h2>
            <address>{shop.address}</address>
            <p className="muted">{contact.visit.hours}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
