/** The item at index, or a test failure naming what was missing. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Expected an item at index ${index} of ${items.length}`);
  return item;
}
