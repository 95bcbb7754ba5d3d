/** What the order detail says: its refusals, failures and confirmations (ours; the spec has none). */
export const orderFlowMessages = {
  notFound: 'This order does not exist (any more).',
  moveFailed: 'Could not update this order, please try again later!',
  loadFailed: 'Could not load this order, please try again later!',
  notesFailed: 'Could not load the notes of this order, please try again later!',
  noteFailed: 'Could not save the note, please try again later!',
  noteEmpty: 'Please write a note of 1 to 1000 characters.',
  cannotMove: (from: string, to: string) =>
    `This order is ${from} now, so it cannot be ${to}. The page shows its current state.`,
  shortStock: (title: string, left: number) =>
    left > 0 ? `Only ${String(left)} left of ${title}` : `${title} is out of stock`,
  stockSkipped: (effect: 'taken' | 'put back', ids: readonly number[]) =>
    `Stock not ${effect} for product ${ids.map((id) => `#${String(id)}`).join(', ')}: no longer in the catalogue`,
  moved: (to: string) => `Order ${to}`,
} as const;
