import type { Locale } from '@/i18n/locale';
import { languageLabel } from '../order-language';
import './order-language-tag.css';

/**
 * A small tag naming the language an order was placed in (staff answer the customer in it);
 * nothing for an order that does not say.
 */
export function OrderLanguageTag({ language }: { language: Locale | null | undefined }) {
  const label = languageLabel(language);
  if (!label) return null;
  return (
    <span className="language-tag" title={`Placed in ${label}: answer the customer in ${label}`}>
      <span className="visually-hidden">Language: </span>
      {label}
    </span>
  );
}
