import { catalogMessages } from '../messages';
import type { ProductSort } from '../schema';
import { SORT_OPTIONS } from '../sort-options';
import './sort-select.css';
import { translate } from '@/i18n';

interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  disabled?: boolean;
}

/** The 'Sort by' select; the page keeps its value in the URL. */
export function SortSelect({ value, onChange, disabled = false }: SortSelectProps) {
  return (
    <div className="sort-select">
      <label htmlFor="sort-by">{translate(catalogMessages.sortBy)}</label>
      <select
        id="sort-by"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = SORT_OPTIONS.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {translate(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
