import { translate, useLocale } from '@/i18n';
// Loaded on the search box's first focus (header-search.tsx), with the search code.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isOffline } from '@/lib/online';
import { productImageSrc } from '@/lib/product-images';
import { langWithin, productTitle } from '@/lib/product-texts';
import { parseQuery } from '@/lib/search/rank';
import { searchNear, searchProducts, type SearchAnswer, type SearchHit } from '../api/search-products';
import { catalogMessages as m } from '../messages';
import { ProductPrice } from './product-price';
import { SEARCH_LIST_ID, type SuggestionsProps } from './search-combobox';
import './search-suggestions.css';

/** How many products the suggestions show; 'see all' opens the results page. */
export const SUGGESTIONS_SHOWN = 5;
/** The pause after a keystroke before the catalogue is asked (typing on asks again). */
export const SUGGEST_DELAY_MS = 80;
/**
 * The further pause before words that found nothing are asked for mended (searchNear): a typist
 * passes through such words ('shampo' on the way to 'shampoo'), and each asking reads a hundred
 * index entries that are not there.
 */
export const NEAR_DELAY_MS = 300;

type Answer = ({ status: 'done' } & SearchAnswer) | { status: 'failed' } | { status: 'offline' };

const optionId = (index: number) => `${SEARCH_LIST_ID}-${String(index)}`;

/** The suggestions of the search box: a listbox driven by the box's keys. */
export function SearchSuggestions({ text, onState, keyHandlerRef, onChosen }: SuggestionsProps) {
  const navigate = useNavigate();
  const query = text.trim();
  const searchable = parseQuery(query) !== null;
  // Each answer and each choice belongs to the words it was made for.
  const [answered, setAnswered] = useState<{ query: string; answer: Answer } | null>(null);
  const [choice, setChoice] = useState({ query: '', active: -1, closed: false });

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        timers.push(setTimeout(resolve, ms));
      });
    // A function, not the flag: the shopper's typing changes it between the awaits below.
    const typedOn = () => !current;
    const answer = (next: Answer) => {
      if (current) setAnswered({ query, answer: next });
    };
    /** The answer for the words, or null when the shopper typed on before it was asked. */
    const ask = async (): Promise<Answer | null> => {
      await pause(SUGGEST_DELAY_MS);
      if (typedOn()) return null;
      if (isOffline()) return { status: 'offline' };
      const hits = await searchProducts(query);
      if (hits.length > 0) return { status: 'done', hits, near: false };
      await pause(NEAR_DELAY_MS);
      if (typedOn()) return null;
      const near = await searchNear(query);
      return { status: 'done', hits: near, near: near.length > 0 };
    };
    ask().then(
      (next) => {
        if (next) answer(next);
      },
      (error: unknown) => {
        console.error('Search failed', error);
        answer(isOffline() ? { status: 'offline' } : { status: 'failed' });
      },
    );
    return () => {
      current = false;
      timers.forEach(clearTimeout);
    };
  }, [query, searchable]);

  // While the next answer comes, the last one stays (no flicker as one types on).
  const answer = searchable ? answered?.answer : undefined;
  const loading = searchable && answered?.query !== query;
  const hits = answer?.status === 'done' ? answer.hits.slice(0, SUGGESTIONS_SHOWN) : [];
  const count = answer?.status === 'done' && !loading ? answer.hits.length : null;
  // Products found only with the words mended (src/lib/search/near.ts), said before the list;
  // kept with them while the next answer comes.
  const nearNote =
    answer?.status === 'done' && answer.near && hits.length > 0
      ? translate(m.suggestionsNear, { count: answer.hits.length })
      : null;
  const found = count === null ? '' : (nearNote ?? translate(m.suggestionsFound, { count }));
  const links = [
    ...hits.map((hit) => paths.product.getHref(hit.category, hit.id)),
    ...(hits.length > 0 ? [paths.search.getHref(query)] : []),
  ];
  const mine = choice.query === query;
  const active = mine ? choice.active : -1;
  const expanded = searchable && !(mine && choice.closed);

  useEffect(() => {
    onState({ expanded, active: expanded && active >= 0 ? optionId(active) : undefined });
  }, [expanded, active, onState]);

  useEffect(() => {
    const follow = (href: string) => {
      onChosen();
      void navigate(href);
    };
    keyHandlerRef.current = (key) => {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        if (!links.length) return false;
        const next = active + (key === 'ArrowDown' ? 1 : -1);
        const wrapped = next < 0 ? links.length - 1 : next >= links.length ? 0 : next;
        setChoice({ query, active: wrapped, closed: false });
        return true;
      }
      const link = links[active];
      if (key === 'Enter' && expanded && link) {
        follow(link);
        return true;
      }
      if (key === 'Escape' && expanded) {
        setChoice({ query, active: -1, closed: true });
        return true;
      }
      return false;
    };
  });

  const follow = (href: string) => {
    onChosen();
    void navigate(href);
  };
  const keepFocus = (event: { preventDefault: () => void }) => {
    event.preventDefault();
  };

  return (
    <>
      <div className="search-popup" hidden={!expanded}>
        {nearNote && <p className="search-popup__note">{nearNote}</p>}
        <ul
          id={SEARCH_LIST_ID}
          role="listbox"
          aria-label={translate(m.suggestionsLabel)}
          className="search-popup__list"
        >
          {hits.map((hit, index) => (
            <li
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-option"
              onMouseDown={keepFocus}
              onClick={() => {
                follow(paths.product.getHref(hit.category, hit.id));
              }}
            >
              {hit.images[0] ? (
                <img
                  className="search-option__image"
                  src={productImageSrc(hit.images[0])}
                  alt=""
                  width={48}
                  height={48}
                />
              ) : (
                <span className="search-option__image" />
              )}
              <HitTitle hit={hit} />
              <ProductPrice price={hit.price} />
            </li>
          ))}
          {hits.length > 0 && (
            <li
              id={optionId(hits.length)}
              role="option"
              aria-selected={active === hits.length}
              className="search-option search-option--all"
              onMouseDown={keepFocus}
              onClick={() => {
                follow(paths.search.getHref(query));
              }}
            >
              {translate(m.seeAll, { query })}
            </li>
          )}
        </ul>
        {loading && !hits.length && <p className="search-popup__note">{translate(m.searching)}</p>}
        {count === 0 && <p className="search-popup__note">{translate(m.suggestionsFound, { count })}</p>}
        {!loading && answer?.status === 'failed' && (
          <p className="search-popup__note search-popup__note--error">{translate(m.searchFailed)}</p>
        )}
        {!loading && answer?.status === 'offline' && (
          <p className="search-popup__note search-popup__note--error">{translate(m.searchOffline)}</p>
        )}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {found}
      </div>
    </>
  );
}

/** A suggestion's title in the page's language. */
function HitTitle({ hit }: { hit: SearchHit }) {
  const locale = useLocale();
  const title = productTitle(hit, locale);
  return (
    <span className="search-option__title" lang={langWithin(title, locale)}>
      {title.text}
    </span>
  );
}
