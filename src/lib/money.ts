/** Rupees to the paisa, so sums of decimal prices do not drift. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** What a line's sum needs: its price and how many of it (a cart line, an order line). */
export interface PricedLine {
  price: number;
  amount: number;
}

/** One line's amount: price × quantity, to the paisa. */
export function lineAmount(line: PricedLine): number {
  return roundMoney(line.price * line.amount);
}

/**
 * What the lines add up to: Σ price × quantity, rounded to the paisa once at the end. The cart
 * states this as its total (and so every order its browser sends), and the admin area checks and
 * prints orders against the same sum.
 */
export function linesTotal(lines: readonly PricedLine[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + line.price * line.amount, 0));
}

/** How many pieces the lines hold: Σ quantity. */
export function linesCount(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
