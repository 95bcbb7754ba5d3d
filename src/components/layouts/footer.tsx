import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shop, telHref, whatsappUrl } from '@/config/shop';

interface FooterProps {
  categoryLinks: readonly { to: string; label: string }[];
}

export function Footer({ categoryLinks }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">{shop.name}</h2>
          <p>Classical ayurvedic care for body, hair and home — prepared with herbs, oils and resins.</p>
          <a className="footer-whatsapp" href={whatsappUrl()} target="_blank" rel="noreferrer">
            Chat with us on WhatsApp
          </a>
        </section>
        <section aria-labelledby="footer-categories">
          <h2 id="footer-categories">Categories</h2>
          <ul>
            {categoryLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            <p>{shop.address}</p>
            <p>
              Office: <a href={telHref(shop.phoneOffice)}>{shop.phoneOffice}</a>
            </p>
            <p>
              Support: <a href={telHref(shop.phoneSupport)}>{shop.phoneSupport}</a>
            </p>
            <p>
              E-mail: <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li>
              <Link to={paths.trackOrder.getHref()}>Track your order</Link>
            </li>
            <li>
              <Link to={paths.about.getHref()}>About us</Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()}>Terms &amp; conditions</Link>
            </li>
            <li>
              <Link to={paths.contactUs.getHref()}>Contact us</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {shop.name}. Cash on delivery across India.
      </p>
    </footer>
  );
}
