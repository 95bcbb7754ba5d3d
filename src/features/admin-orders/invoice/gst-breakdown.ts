import type { ProductCategory } from '@/lib/firebase/documents/product';
import { lineAmount, type PricedLine } from '@/lib/money';
import { GST_BY_CATEGORY } from './hsn-codes';

/** One line's tax, from a price that includes GST; amounts in rupees, to the paisa. */
export interface LineTax {
  hsn: string;
  ratePercent: number;
  /** The line's amount without GST. */
  taxable: number;
  /** The GST the line's amount holds. */
  gst: number;
}

/** The lines of one rate added up, as a tax invoice's summary shows them. */
export interface RateTotal {
  ratePercent: number;
  taxable: number;
  gst: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * The tax a GST-inclusive line holds: taxable value = amount × 100 ÷ (100 + rate), rounded to the
 * paisa, and GST = amount − taxable value, so the two always add up to the line's amount. Null
 * when the line's product (deleted since) has no category, so no rate is known.
 */
export function lineTax(line: PricedLine, category: ProductCategory | undefined): LineTax | null {
  if (!category) return null;
  const { hsn, ratePercent } = GST_BY_CATEGORY[category];
  const amount = paise(lineAmount(line));
  const taxable = Math.round((amount * 100) / (100 + ratePercent));
  return { hsn, ratePercent, taxable: taxable / 100, gst: (amount - taxable) / 100 };
}

/** The taxable value and GST of the lines of each rate, lowest rate first. */
export function rateTotals(taxes: readonly (LineTax | null)[]): RateTotal[] {
  const byRate = new Map<number, { taxable: number; gst: number }>();
  for (const tax of taxes) {
    if (!tax) continue;
    const sum = byRate.get(tax.ratePercent) ?? { taxable: 0, gst: 0 };
    sum.taxable += paise(tax.taxable);
    sum.gst += paise(tax.gst);
    byRate.set(tax.ratePercent, sum);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, sum]) => ({ ratePercent, taxable: sum.taxable / 100, gst: sum.gst / 100 }));
}
