import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shop, telHref, whatsappUrl } from '@/config/shop';
import { useT } from '@/i18n';
import { layoutMessages as m } from './messages';
import { WhatsappButton } from './whatsapp-button';

interface FooterProps {
  /** The category pages; `label` is a catalogue text (English), shown in the page's language. */
  categoryLinks: readonly { to: string; label: string }[];
}

export function Footer({ categoryLinks }: FooterProps) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">{shop.name}</h2>
          <p>{t(m.footerAbout)}</p>
          <a className="footer-whatsapp" href={whatsappUrl()} target="_blank" rel="noreferrer">
            {t(m.chatOnWhatsapp)}
          </a>
        </section>
        <section aria-labelledby="footer-categories">
          <h2 id="footer-categories">{t(m.footerCategories)}</h2>
          <ul>
            {categoryLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t(m.footerContact)}</h2>
          <address>
            <p>{shop.address}</p>
            <p>
              {t(m.footerOffice)} <a href={telHref(shop.phoneOffice)}>{shop.phoneOffice}</a>
            </p>
            <p>
              {t(m.footerSupport)} <a href={telHref(shop.phoneSupport)}>{shop.phoneSupport}</a>
            </p>
            <p>
              {t(m.footerEmail)} <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{t(m.footerHelp)}</h2>
          <ul>
            <li>
              <Link to={paths.trackOrder.getHref()}>{t(m.trackOrder)}</Link>
            </li>
            <li>
              <Link to={paths.about.getHref()}>{t(m.aboutUs)}</Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()}>{t(m.terms)}</Link>
            </li>
            <li>
              <Link to={paths.contactUs.getHref()}>{t(m.contactUsLink)}</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__legal">
        {t(m.footerLegal, { year: new Date().getFullYear(), shop: shop.name })}
      </p>
      {/* Drawn in the page's corner (position: fixed), but within the footer's landmark, beside the
          shop's other contacts, for screen readers. */}
      <WhatsappButton />
    </footer>
  );
}
