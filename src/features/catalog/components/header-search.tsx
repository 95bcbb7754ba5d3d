import { loadMessageParts, translate } from '@/i18n';
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useEarlyToggle } from '@/lib/early-toggles';
import { catalogMessages as m } from '../messages';
import {
  SEARCH_INPUT_ID,
  SEARCH_LIST_ID,
  type SuggestionsProps,
  type SuggestionsState,
} from './search-combobox';
import './header-search.css';

/**
 * The search box of the header: a combobox whose suggestions (and the search code with its
 * transliteration) load on the box's first focus, so the header itself carries only this. On a
 * phone it is a button that opens the box. Enter without a chosen suggestion, or the button,
 * opens the results page.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  // The results page in the page's language (the router's basename, /hi on a Hindi page): where the
  // form goes as plain HTML, before the page's code runs.
  const resultsPage = useHref(paths.search.path);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const [state, setState] = useState<SuggestionsState>({ expanded: false });
  const keyHandlerRef = useRef<((key: string) => boolean) | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  // Opened on a phone before the page's code ran (a pre-rendered page's early script): stays open.
  useEarlyToggle('search', () => {
    setOpen(true);
  });

  const load = () => {
    if (Suggestions) return;
    // The suggestions' texts come with their code (a part of a non-English catalogue of their own).
    Promise.all([import('./search-suggestions'), loadMessageParts(['suggestions'])]).then(
      ([module]) => {
        setSuggestions(() => module.SearchSuggestions);
      },
      (error: unknown) => {
        // Without suggestions the box still searches on Enter; the cause goes to the console.
        console.error('The search suggestions could not be loaded', error);
      },
    );
  };

  // Typed into the pre-rendered box before the page's code ran: keep the text and search it.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) {
      setText(typed);
      load();
    }
    // Once, when the box first runs: later text is the state's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const done = () => {
    setOpen(false);
    input.current?.blur();
  };

  return (
    <div className={`header-search${open ? ' header-search--open' : ''}`}>
      <button
        type="button"
        className="header-search__toggle"
        aria-expanded={open}
        aria-controls="header-search-form"
        // The early script sets aria-expanded on a tap before the app runs (useEarlyToggle above).
        suppressHydrationWarning
        onClick={() => {
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{translate(open ? m.closeSearch : m.openSearch)}</span>
      </button>
      <form
        id="header-search-form"
        className="header-search__form"
        role="search"
        action={resultsPage}
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          done();
          void navigate(paths.search.getHref(text.trim()));
        }}
      >
        <label className="visually-hidden" htmlFor={SEARCH_INPUT_ID}>
          {translate(m.searchLabel)}
        </label>
        <input
          ref={input}
          id={SEARCH_INPUT_ID}
          className="header-search__input"
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-controls={SEARCH_LIST_ID}
          aria-expanded={state.expanded}
          aria-activedescendant={state.active}
          placeholder={translate(m.searchPlaceholder)}
          value={text}
          onFocus={load}
          onChange={(event) => {
            // Focused before the page's code ran (a pre-rendered page): load on typing.
            load();
            setText(event.target.value);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (keyHandlerRef.current?.(event.key)) event.preventDefault();
          }}
        />
        <button type="submit" className="header-search__submit">
          {translate(m.searchButton)}
        </button>
        {Suggestions && (
          <Suggestions text={text} onState={setState} keyHandlerRef={keyHandlerRef} onChosen={done} />
        )}
      </form>
    </div>
  );
}
