import { Outlet, useMatches } from 'react-router-dom';
import { isEnglishOnlyHandle } from '@/app/english-only';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import { paths } from '@/config/paths';
import { CartLink } from '@/features/cart/components/cart-link';
import { CATEGORIES } from '@/features/catalog/categories';
import { HeaderSearch } from '@/features/catalog/components/header-search';
import { preconnectCatalog } from '@/features/catalog/data-origin';
import {
  LanguageAlternates,
  LanguageSuggestion,
  LanguageSwitch,
} from '@/features/layout/components/language-switch';
import { SiteDescription } from '@/features/layout/components/page-meta';
import { navClosed, navOpened, navToggled, selectNavShown } from '@/features/layout/layout-slice';
import { layoutMessages } from '@/components/layouts/messages';
import { useT } from '@/i18n';
import { stripLocale } from '@/i18n/locale';
import { useEarlyToggle } from '@/lib/early-toggles';
import { useTopOnNewPage } from '@/lib/use-top-on-new-page';
import { AccountNav } from '@/features/session/components/account-nav';

const categoryLinks = CATEGORIES.map((category) => ({
  to: paths.shopCategory.getHref(category.key),
  label: category.title,
}));

/** The order form scrolls itself into view (in either language); every other page opens at its top. */
const placesItself = (pathname: string) => stripLocale(pathname) === paths.cartOrder.path;

/**
 * The shop's layout: header, page, footer (toasts and the session live in AppFrame above it). An
 * English-only page (the admin login) offers no other language: no switch, suggestion or alternates.
 */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const navShown = useAppSelector(selectNavShown);
  useEarlyToggle('menu', () => dispatch(navOpened()));
  useTopOnNewPage({ behavior: 'smooth', placesItself });
  preconnectCatalog();
  const closeNav = () => dispatch(navClosed());
  const t = useT();
  const englishOnly = useMatches().some(({ handle }) => isEnglishOnlyHandle(handle));

  return (
    <>
      <a className="skip-link" href="#main">
        {t(layoutMessages.skipToContent)}
      </a>
      <SiteDescription description={t(layoutMessages.siteDescription)} />
      <LanguageAlternates none={englishOnly} />
      {englishOnly ? null : <LanguageSuggestion />}
      <Header
        navShown={navShown}
        onToggleNav={() => dispatch(navToggled())}
        onNavigate={closeNav}
        languageSwitch={englishOnly ? undefined : <LanguageSwitch />}
        accountNav={<AccountNav onNavigate={closeNav} cartLink={<CartLink onNavigate={closeNav} />} />}
        search={<HeaderSearch />}
      />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <Footer categoryLinks={categoryLinks} />
    </>
  );
}
