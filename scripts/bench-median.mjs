// The one median of the bench's measurements: each part measures a page several times, reports
// the median view and, beside it, every view in the order measured.

/**
 * The median item of a list by a value of each (the item itself by default): the middle one once
 * sorted, the upper of the two middle ones for an even count. The list is left in its order.
 */
export function medianBy(items, value = (item) => item) {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor(sorted.length / 2)];
}
