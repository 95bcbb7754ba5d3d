// What the header's search box (header-search.tsx) and its lazily loaded suggestions
// (search-suggestions.tsx) share.
import type { RefObject } from 'react';

export const SEARCH_INPUT_ID = 'header-search-input';
export const SEARCH_LIST_ID = 'header-search-list';

export interface SuggestionsState {
  expanded: boolean;
  /** The id of the highlighted option (aria-activedescendant). */
  active?: string;
}

export interface SuggestionsProps {
  text: string;
  onState: (state: SuggestionsState) => void;
  /** The box's key handler, set by the suggestions: true when the key was used. */
  keyHandlerRef: RefObject<((key: string) => boolean) | null>;
  /** A suggestion or 'see all' was followed. */
  onChosen: () => void;
}
