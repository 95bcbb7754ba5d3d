import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { ENGLISH_LANGUAGE_NAME } from '@/config/languages';
import { LANGUAGE_NAME, LOCALE_PREFIX, localizePath, useLocale, type Locale } from '@/i18n';
import { languageAlternates } from '@/i18n/alternates';
import { readLanguageChoice, rememberLanguageChoice, suggestedLocale } from '../language-choice';

/**
 * Texts that are always in the language they offer (a Hindi reader on an English page reads the
 * offer in Hindi), so they are not the page's messages.
 */
const OFFER: Record<Locale, { label: string; suggestion: string; accept: string; dismiss: string }> = {
  en: {
    label: 'Read this page in English',
    suggestion: 'This shop is also in English.',
    accept: 'Read it in English',
    dismiss: 'No thanks',
  },
  hi: {
    label: 'यह पेज हिन्दी में पढ़ें',
    suggestion: 'यह दुकान हिन्दी में भी है।',
    accept: 'हिन्दी में देखें',
    dismiss: 'नहीं, धन्यवाद',
  },
};

const noSubscription = () => () => undefined;

/** The same page (path, category, sort, page) in the other language: a new document, same session. */
function useOtherLanguage(): { locale: Locale; href: string } {
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const locale: Locale = current === 'hi' ? 'en' : 'hi';
  // The router's location has no /hi prefix (it is the basename): the path is the page's own.
  const routed = `${LOCALE_PREFIX[current]}${pathname}${search}${hash}`;
  // A pre-rendered frame (the product page's) was rendered for a pattern, not for this URL, and
  // hydration keeps the HTML's attributes: once hydrated, the link is rendered from the real URL.
  const actual = useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    () => routed,
  );
  return { locale, href: localizePath(actual, locale) };
}

/** The header's link to this page in the other language; following it remembers the choice. */
export function LanguageSwitch() {
  const other = useOtherLanguage();
  const name = LANGUAGE_NAME[other.locale];
  // A device without a Devanagari font (hindi-page-font.ts marks it) would draw "हिन्दी" as empty
  // boxes: there the stylesheet shows the English name instead (index.css).
  const latin = ENGLISH_LANGUAGE_NAME[other.locale];
  const offer = OFFER[other.locale].label;
  // Its name for screen readers and voice control holds the words it shows: where the English name
  // stands in, the offer ends with it too, so "click Hindi" finds it. Not in brackets: voice
  // control and checkers (axe) leave a bracketed part out of the name.
  const label = name === latin ? offer : `${offer} – ${latin}`;
  return (
    <a
      className="language-switch"
      href={other.href}
      hrefLang={other.locale}
      lang={other.locale}
      aria-label={label}
      onClick={() => {
        rememberLanguageChoice(other.locale);
      }}
    >
      {name === latin ? (
        name
      ) : (
        <>
          <span className="language-switch__script">{name}</span>
          <span className="language-switch__latin" lang="en">
            {latin}
          </span>
        </>
      )}
    </a>
  );
}

/**
 * On a first visit, a browser that prefers the other language is offered it, once: the shopper
 * follows the offer or dismisses it, and either way the choice is remembered and not asked again.
 */
export function LanguageSuggestion() {
  const current = useLocale();
  const other = useOtherLanguage();
  // Null in the pre-rendered HTML and while hydrating (no browser there), then the browser's wish.
  const offered = useSyncExternalStore(
    noSubscription,
    () => (readLanguageChoice() === null ? suggestedLocale(navigator.languages) : null),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || offered === null || offered === current || offered !== other.locale) return null;
  const offer = OFFER[other.locale];
  return (
    <aside className="language-suggestion" lang={other.locale} aria-label={offer.label}>
      <p>{offer.suggestion}</p>
      <a
        href={other.href}
        hrefLang={other.locale}
        onClick={() => {
          rememberLanguageChoice(other.locale);
        }}
      >
        {offer.accept}
      </a>
      <button
        type="button"
        className="language-suggestion__dismiss"
        onClick={() => {
          rememberLanguageChoice(current);
          setDismissed(true);
        }}
      >
        {offer.dismiss}
      </button>
    </aside>
  );
}

/**
 * Keeps the page's hreflang alternates in the head true to its URL as the shopper navigates; a page
 * in one language only (`none`) has none.
 */
export function LanguageAlternates({ none = false }: { none?: boolean }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  useEffect(() => {
    const path = `${LOCALE_PREFIX[locale]}${pathname}`;
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => {
      link.remove();
    });
    if (none) return;
    for (const { hreflang, href } of languageAlternates(path)) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      document.head.append(link);
    }
  }, [locale, pathname, none]);
  return null;
}
