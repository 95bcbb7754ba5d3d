import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { FeaturedProducts } from '@/features/catalog/components/featured-products';
import { PageMeta } from '@/features/layout/components/page-meta';
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section';
import './home.css';

/** Pack shots beside the hero text on wide screens (hidden, and so never loaded, on phones). */
const HERO_IMAGES = [
  '/products/chyawanprash-1.svg',
  '/products/neem-tulsi-soap-1.svg',
  '/products/bhringraj-shampoo-1.svg',
] as const;

const PROMISES = [
  { title: '17% off every product', text: 'The discount is already taken off every price you see.' },
  { title: 'Cash on delivery', text: 'Pay when your parcel arrives — no card needed.' },
  { title: 'Confirmed on WhatsApp', text: 'We confirm every order by chat, usually within the hour.' },
  { title: 'Classical recipes', text: 'Herbs, oils and resins prepared the ayurvedic way.' },
] as const;

/**
 * Home: hero, category tiles and testimonials need no data and paint at once. The favourites
 * row loads Firebase only when the shopper scrolls towards it.
 */
export function HomePage() {
  return (
    <>
      <PageMeta title={`${shop.name} — Ayurvedic care for body, hair and home`} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__art" aria-hidden="true">
          {HERO_IMAGES.map((src) => (
            <img key={src} src={src} alt="" width={600} height={600} loading="lazy" decoding="async" />
          ))}
        </div>
        <p className="hero__eyebrow">Pure · Traditional · Trusted</p>
        <h1 id="hero-title">Ayurvedic care for body, hair and home</h1>
        <p className="hero__text">
          Herbal soaps and shampoos, churnas and juices, mehndi cones, dhoop and natural mosquito repellants —
          all 17% off, cash on delivery.
        </p>
        <div className="hero__actions">
          <Link className="button button--primary" to={paths.shopAll.getHref()}>
            Shop all products
          </Link>
          <Link className="button button--ghost" to={paths.contactUs.getHref()}>
            Talk to us
          </Link>
        </div>
      </section>

      <ul className="promises" aria-label="Why shop with us">
        {PROMISES.map((promise) => (
          <li key={promise.title}>
            <strong>{promise.title}</strong>
            <span>{promise.text}</span>
          </li>
        ))}
      </ul>

      <section className="section" aria-labelledby="categories-title">
        <div className="section__head">
          <h2 id="categories-title">Shop by category</h2>
          <Link to={paths.shopAll.getHref()}>See all products</Link>
        </div>
        <CategoryTiles />
      </section>

      <FeaturedProducts title="Customer favourites" sort="RHTL" count={8} />

      <TestimonialsSection />
    </>
  );
}
