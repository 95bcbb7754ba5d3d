import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { CATEGORIES } from '../categories';
import './category-tiles.css';

/** A tile per product kind, each a link to its shop page. */
export function CategoryTiles({ eagerCount = 2 }: { eagerCount?: number }) {
  const t = useT();
  return (
    <ul className="category-tiles">
      {CATEGORIES.map((category, index) => (
        <li key={category.key}>
          <Link className="category-tile" to={paths.shopCategory.getHref(category.key)}>
            <img
              className="category-tile__image"
              src={category.image}
              alt=""
              width={600}
              height={600}
              loading={index < eagerCount ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span className="category-tile__text">
              <span className="category-tile__title">{t(category.title)}</span>
              <span className="category-tile__blurb">{t(category.blurb)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
