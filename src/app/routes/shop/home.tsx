import { Link } from 'react-router-dom';
import { layoutMessages } from '@/components/layouts/messages';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { FeaturedProducts } from '@/features/catalog/components/featured-products';
import { homeMessages as m } from '@/features/home/messages';
import { PageMeta } from '@/features/layout/components/page-meta';
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section';
import { useT } from '@/i18n';
import './home.css';

/** Pack shots beside the hero text on wide screens (hidden, and so never loaded, on phones). */
const HERO_IMAGES = [
  '/products/chyawanprash-1.svg',
  '/products/neem-tulsi-soap-1.svg',
  '/products/bhringraj-shampoo-1.svg',
] as const;

/**
 * Home: hero, category tiles and testimonials need no data and paint at once. The favourites
 * row loads Firebase only when the shopper scrolls towards it.
 */
export function HomePage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t(m.pageTitle, { shop: shop.name })} description={t(layoutMessages.siteDescription)} />
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero__eyebrow">{t(m.eyebrow)}</p>
        <h1 id="hero-title">{t(m.heroTitle)}</h1>
        <p className="hero__text">{t(m.heroText)}</p>
        <div className="hero__actions">
          <Link className="button button--primary" to={paths.shopAll.getHref()}>
            {t(m.shopAll)}
          </Link>
          <Link className="button button--ghost" to={paths.contactUs.getHref()}>
            {t(m.talkToUs)}
          </Link>
        </div>
        {/* Last: centred on the hero's height, the pictures are read once the text that sets it is,
            so a page painted half read (a slow network, a busy phone) never moves them. */}
        <div className="hero__art" aria-hidden="true">
          {HERO_IMAGES.map((src) => (
            <img key={src} src={src} alt="" width={600} height={600} loading="lazy" decoding="async" />
          ))}
        </div>
      </section>

      <ul className="promises" aria-label={t(m.whyUs)}>
        {m.promises.map((promise) => (
          <li key={promise.title}>
            <strong>{t(promise.title)}</strong>
            <span>{t(promise.text)}</span>
          </li>
        ))}
      </ul>

      <section className="section" aria-labelledby="categories-title">
        <div className="section__head">
          <h2 id="categories-title">{t(m.byCategory)}</h2>
          <Link to={paths.shopAll.getHref()}>{t(m.seeAll)}</Link>
        </div>
        <CategoryTiles />
      </section>

      <FeaturedProducts title={t(m.favourites)} sort="RHTL" count={8} />

      <TestimonialsSection />
    </>
  );
}
