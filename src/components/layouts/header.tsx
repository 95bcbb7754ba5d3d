import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { HEADER_SCROLL_PX } from '@/config/constants';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { useT } from '@/i18n';
import { BrandLogo } from './brand-logo';
import { layoutMessages as m } from './messages';

interface HeaderProps {
  navShown: boolean;
  onToggleNav: () => void;
  onNavigate: () => void;
  /** The account part of the navigation: login links, cart, logout. */
  accountNav?: ReactNode;
  /** The product search box. */
  search?: ReactNode;
  /** Always in sight (beside the menu button on a phone): the link to the other language. */
  languageSwitch?: ReactNode;
}

export function Header({
  navShown,
  onToggleNav,
  onNavigate,
  accountNav,
  search,
  languageSwitch,
}: HeaderProps) {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      setScrolled(window.scrollY > HEADER_SCROLL_PX);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Escape closes the small-screen menu and gives focus back to its button.
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!navShown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onNavigate();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [navShown, onNavigate]);

  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
      <div className="site-header__inner">
        <Link to={paths.home.getHref()} className="brand" onClick={onNavigate}>
          <BrandLogo />
          <span className="brand__name">{shop.name}</span>
        </Link>
        {search}
        {languageSwitch}
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={navShown}
          aria-controls="main-menu"
          onClick={onToggleNav}
          // A pre-rendered page's early script sets aria-expanded on a tap before the app runs
          // (scripts/prerender-html.mjs earlyTogglesScript); the app takes that state over as it hydrates.
          suppressHydrationWarning
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{t(navShown ? m.closeMenu : m.openMenu)}</span>
        </button>
        <nav
          id="main-menu"
          className={`main-nav${navShown ? ' main-nav--open' : ''}`}
          aria-label={t(m.mainNav)}
        >
          <ul className="main-nav__links">
            <li>
              <NavLink to={paths.home.getHref()} end onClick={onNavigate}>
                {t(m.home)}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.shopAll.getHref()} onClick={onNavigate}>
                {t(m.shop)}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contactUs.getHref()} onClick={onNavigate}>
                {t(m.contactUs)}
              </NavLink>
            </li>
          </ul>
          {accountNav}
        </nav>
      </div>
    </header>
  );
}
