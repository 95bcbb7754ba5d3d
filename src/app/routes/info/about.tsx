import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { PageMeta } from '@/features/layout/components/page-meta';
import './info-page.css';

export function Component() {
  return (
    <div className="info-page">
      <PageMeta
        title={`About us — ${shop.name}`}
        description={`${shop.name} makes and sells classical ayurvedic soaps, shampoos, churnas, juices, mehndi cones, dhoop and herbal mosquito repellants.`}
      />
      <header className="info-page__head">
        <h1>About us</h1>
        <p>
          {shop.name} is a family-run ayurvedic shop. We prepare everyday care for body, hair and home the way
          our grandparents did — with herbs, oils and resins, and nothing to hide on the label.
        </p>
      </header>
      <div className="info-page__body">
        <section className="info-card" aria-labelledby="about-story">
          <h2 id="about-story">Our story</h2>
          <p>
            What began as a small counter selling neem soap and sambrani dhoop to neighbours is now a range of
            soaps, shampoos, churnas and capsules, juices and syrups, mehndi cones, dhoopa and natural
            mosquito repellants. Every product still follows a classical recipe, and every order is still
            confirmed by a person on WhatsApp.
          </p>
        </section>
        <div className="info-grid">
          <section className="info-card" aria-labelledby="about-ingredients">
            <h3 id="about-ingredients">Honest ingredients</h3>
            <p>
              Herbs are sourced from growers we know and processed in small batches. We list what goes into
              each product, in English and in Hindi.
            </p>
          </section>
          <section className="info-card" aria-labelledby="about-prices">
            <h3 id="about-prices">Fair prices</h3>
            <p>
              Every product is 17% below its list price, all the time. No coupons to hunt for, no hidden
              charges.
            </p>
          </section>
          <section className="info-card" aria-labelledby="about-payment">
            <h3 id="about-payment">Pay on delivery</h3>
            <p>
              You pay in cash when your parcel arrives, so you can order with confidence even the first time.
            </p>
          </section>
        </div>
        <section className="info-card" aria-labelledby="about-note">
          <h2 id="about-note">A note on ayurveda</h2>
          <p>
            Our products support everyday wellbeing; they are not medicines and do not replace a doctor&apos;s
            advice. If you are pregnant, nursing, taking medication or unsure whether a product suits you,
            please ask your physician or an ayurvedic practitioner first.
          </p>
          <p>
            <Link to={paths.shopAll.getHref()}>Browse the shop</Link> or{' '}
            <Link to={paths.contactUs.getHref()}>ask us anything</Link>.
          </p>
        </section>
      </div>
    </div>
  );
}
