import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CATEGORIES, type CategoryKey } from '../categories';
import { catalogMessages } from '../messages';
import './category-nav.css';
import { translate } from '@/i18n';

/** The shop's 'Browse By Category' links; the current one is marked for sighted and AT users. */
export function CategoryNav({ current }: { current: CategoryKey | 'all' }) {
  const links = [
    { key: 'all', title: catalogMessages.allProducts, to: paths.shopAll.getHref() },
    ...CATEGORIES.map((category) => ({
      key: category.key,
      title: category.title,
      to: paths.shopCategory.getHref(category.key),
    })),
  ];
  // On phones the links scroll sideways: bring the current one into view.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && active && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - list.offsetLeft - 16;
    }
  }, [current]);
  return (
    <nav className="category-nav" aria-labelledby="browse-by-category">
      <h2 id="browse-by-category" className="category-nav__title">
        {translate(catalogMessages.browseByCategory)}
      </h2>
      <ul ref={listRef} className="category-nav__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              className="category-nav__link"
              aria-current={link.key === current ? 'page' : undefined}
            >
              {translate(link.title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
