import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { useTopOnNewPage } from '@/lib/use-top-on-new-page';
import { BrandLogo } from './brand-logo';
import './admin-shell.css';

const NAV = [
  { to: paths.adminDashboard.getHref(), label: 'Dashboard' },
  { to: paths.adminOrders.getHref(), label: 'Orders' },
  { to: paths.adminProducts.getHref(), label: 'Products' },
  { to: paths.adminUsers.getHref(), label: 'Users' },
  { to: paths.adminAdmins.getHref(), label: 'Admins' },
] as const;

interface AdminShellProps {
  /** Who is signed in (shown in the bar). */
  email: string;
  /** The Logout button with its confirm dialog. */
  logout: ReactNode;
  /** A notice above every page (e.g. a live list that failed). */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The admin area's frame: a compact top bar and a scrollable tab row on a phone, a side
 * navigation on a desktop. Navigation: Dashboard, Orders, Products, Users, Admins, Logout.
 */
export function AdminShell({ email, logout, banner, children }: AdminShellProps) {
  useTopOnNewPage({ behavior: 'instant' });
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-bar">
        <Link to={paths.adminDashboard.getHref()} className="admin-bar__brand">
          <BrandLogo size={30} />
          <span>
            <span className="admin-bar__shop">{shop.name}</span>
            <span className="admin-bar__role">Admin</span>
          </span>
        </Link>
        <span className="admin-bar__user" title={email}>
          {email}
        </span>
        <div className="admin-bar__logout">{logout}</div>
      </header>
      <nav className="admin-nav" aria-label="Admin">
        <ul>
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" className="admin-main">
        {banner}
        {children}
      </main>
    </div>
  );
}
