import type { WhatsappNumberDoubt } from './order-whatsapp';

const CHECK_FIRST = 'check it with the customer before writing on WhatsApp.';

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
  /** Beside a contact number that wa.me may not reach (the number itself stays, to call). */
  whatsappNumberDoubt: (doubt: WhatsappNumberDoubt) => {
    if (doubt.kind === 'not-mobile')
      return `An Indian mobile number starts with 6, 7, 8 or 9 and this one does not: ${CHECK_FIRST}`;
    const after = doubt.zeros === 0 ? '' : doubt.zeros === 1 ? ' after its 0' : ' after its 0s';
    return `This number has ${String(doubt.digits)} digits${after}, and a mobile number has 10: ${CHECK_FIRST}`;
  },
} as const;
