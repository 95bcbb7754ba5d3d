import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { HEADER_SCROLL_PX } from '@/config/constants';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { BrandLogo } from './brand-logo';

interface HeaderProps {
  navShown: boolean;
  onToggleNav: () => void;
  onNavigate: () => void;
  /** The account part of the navigation: login links, cart, logout. */
  accountNav?: ReactNode;
  /** The product search box. */
  search?: ReactNode;
}

export function Header({ navShown, onToggleNav, onNavigate, accountNav, search }: HeaderProps) {
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
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={navShown}
          aria-controls="main-menu"
          onClick={onToggleNav}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{navShown ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id="main-menu" className={`main-nav${navShown ? ' main-nav--open' : ''}`} aria-label="Main">
          <ul className="main-nav__links">
            <li>
              <NavLink to={paths.home.getHref()} end onClick={onNavigate}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.shopAll.getHref()} onClick={onNavigate}>
                Shop
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contactUs.getHref()} onClick={onNavigate}>
                Contact Us
              </NavLink>
            </li>
          </ul>
          {accountNav}
        </nav>
      </div>
    </header>
  );
}
