import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import type { Product } from '@/lib/firebase/documents/product';
import { honestLines, seededCatalogue, totalsOf } from '../testing/seeded-catalogue';
import type { OrderDetail as Order } from '../api/subscribe-order';
import { orderFlowMessages } from '../order-flow-messages';
import { OrderDetail } from './order-detail';

const getProductsByIds = vi.hoisted(() => vi.fn<(ids: readonly number[]) => Promise<Map<number, Product>>>());
const moveOrder = vi.hoisted(() => vi.fn<(id: string, to: string, by: string) => Promise<void>>());
const addOrderNote = vi.hoisted(() => vi.fn<() => Promise<void>>());

vi.mock('../api/get-products-by-ids', () => ({ getProductsByIds }));
vi.mock('../api/move-order', () => ({ moveOrder }));
vi.mock('../api/add-order-note', () => ({ addOrderNote }));
vi.mock('../api/subscribe-order-notes', () => ({
  subscribeOrderNotes: (_id: string, onNext: (notes: never[]) => void) => {
    onNext([]);
    return () => undefined;
  },
}));

const catalogue = seededCatalogue();

function seeded(id: number): Product {
  const product = catalogue.get(id);
  if (!product) throw new Error(`the seeded catalogue has no product ${String(id)}`);
  return product;
}

/** An order as the shop's cart sends it for seeded products: each line at the discounted price. */
function order(overrides: Partial<Order> = {}): Order {
  const items = honestLines(catalogue, [
    { product: 1, amount: 2 },
    { product: 9, amount: 1 },
  ]);
  return {
    id: 'OrderDetailTest00001',
    name: 'Asha Rao',
    email: 'asha@example.com',
    address: '12 MG Road, Jaipur',
    number: '09876543210',
    order: { items, ...totalsOf(items) },
    payment_method: 'cash',
    uid: 'u1',
    createdAt: { toMillis: () => Date.UTC(2026, 0, 5) },
    status: 'placed',
    ...overrides,
  };
}

beforeEach(() => {
  getProductsByIds.mockReset();
  getProductsByIds.mockImplementation((ids) =>
    Promise.resolve(new Map(ids.filter((id) => catalogue.has(id)).map((id) => [id, seeded(id)]))),
  );
  moveOrder.mockReset();
  moveOrder.mockResolvedValue(undefined);
  addOrderNote.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('OrderDetail price check and confirm', () => {
  it('says an honest order of seeded products matches the catalogue and confirms it without asking', async () => {
    render(<OrderDetail order={order()} adminEmail="admin@example.com" />);
    expect(await screen.findByText('Prices match the catalogue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(moveOrder).toHaveBeenCalledWith('OrderDetailTest00001', 'confirmed', 'admin@example.com');
    expect(screen.queryByText(/Confirm it anyway\?/)).not.toBeInTheDocument();
  });

  it('flags a line priced below the catalogue and asks before confirming', async () => {
    const honest = order();
    const tampered = order({
      order: {
        ...honest.order,
        items: honest.order.items.map((line) => ({ ...line, price: 1 })),
        totalAmount: 3,
      },
    });
    render(<OrderDetail order={tampered} adminEmail="admin@example.com" />);
    expect(await screen.findByText(/this order does not match the catalogue/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText(
        'The prices of order OrderDetailTest00001 do not match the catalogue. Confirm it anyway?',
      ),
    ).toBeInTheDocument();
    expect(moveOrder).not.toHaveBeenCalled();
  });

  it('asks before confirming while the check is still running', async () => {
    getProductsByIds.mockReturnValue(new Promise(() => undefined));
    render(<OrderDetail order={order()} adminEmail="admin@example.com" />);
    expect(screen.getByText('Checking prices against the catalogue…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText(
        'The prices of order OrderDetailTest00001 have not been checked against the catalogue yet. Confirm it anyway?',
      ),
    ).toBeInTheDocument();
    expect(moveOrder).not.toHaveBeenCalled();
  });

  it('asks before confirming when the check failed, says so and logs the cause', async () => {
    const failure = new AdminDataError('failed', { cause: new Error('permission-denied') });
    getProductsByIds.mockRejectedValue(failure);
    render(<OrderDetail order={order()} adminEmail="admin@example.com" />);
    expect(await screen.findByText(/Could not check the prices against the catalogue/)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Reading the products of the orders failed', failure);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText(
        'The prices of order OrderDetailTest00001 could not be checked against the catalogue. Confirm it anyway?',
      ),
    ).toBeInTheDocument();
    expect(moveOrder).not.toHaveBeenCalled();
  });
});

describe('OrderDetail moves on a phone', () => {
  it('does not take the second tap of a double tap as the next move, once the order has moved on', async () => {
    const { rerender } = render(
      <OrderDetail order={order({ status: 'confirmed' })} adminEmail="admin@example.com" />,
    );
    await screen.findByText('Prices match the catalogue.');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(moveOrder).toHaveBeenCalledWith('OrderDetailTest00001', 'shipped', 'admin@example.com');
    // The live order arrives shipped: the next step takes the button's place, under the same finger.
    rerender(<OrderDetail order={order({ status: 'shipped' })} adminEmail="admin@example.com" />);
    const next = screen.getByRole('button', { name: 'Mark as delivered' });
    await userEvent.click(next);
    expect(moveOrder).toHaveBeenCalledTimes(1);
    // A moment later it is there to be chosen.
    await vi.waitFor(
      () => {
        expect(next).toBeEnabled();
      },
      { timeout: 3000 },
    );
    await userEvent.click(next);
    expect(moveOrder).toHaveBeenLastCalledWith('OrderDetailTest00001', 'delivered', 'admin@example.com');
  });
});

describe('OrderDetail customer e-mail', () => {
  it('links a plain address with a bare mailto:', () => {
    render(<OrderDetail order={order()} adminEmail="admin@example.com" />);
    expect(screen.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
  });

  it('gives no link to an address with a query smuggled in', () => {
    const smuggled = 'asha@example.com?bcc=thief@evil.example';
    render(<OrderDetail order={order({ email: smuggled })} adminEmail="admin@example.com" />);
    expect(screen.getByText(smuggled)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: smuggled })).not.toBeInTheDocument();
  });
});

describe('OrderDetail customer number', () => {
  const doubt =
    'This number has 9 digits after its 0, and a mobile number has 10: check it with the customer before writing on WhatsApp.';

  it('warns beside a number wa.me cannot reach, and still offers the number to call', () => {
    // Ten digits starting with 0, as the order form takes them: nine are left after the 0.
    render(<OrderDetail order={order({ number: '0987654321' })} adminEmail="admin@example.com" />);
    expect(screen.getByRole('link', { name: '0987654321' })).toHaveAttribute('href', 'tel:0987654321');
    expect(screen.getByText(doubt)).toBeVisible();
    expect(screen.getByRole('link', { name: /^WhatsApp the customer/ })).toHaveAccessibleDescription(doubt);
  });

  it('says nothing more of a mobile number with its 0', () => {
    render(<OrderDetail order={order({ number: '09876543210' })} adminEmail="admin@example.com" />);
    expect(screen.getByRole('link', { name: '09876543210' })).toHaveAttribute('href', 'tel:09876543210');
    expect(screen.queryByText(/check it with the customer/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^WhatsApp the customer/ })).not.toHaveAccessibleDescription();
  });
});

describe('OrderDetail failures', () => {
  it('keeps a note whose save failed, says so and logs the cause', async () => {
    const failure = adminBackendError(
      Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
      orderFlowMessages.noteFailed,
    );
    addOrderNote.mockRejectedValue(failure);
    render(<OrderDetail order={order()} adminEmail="admin@example.com" />);
    const field = screen.getByLabelText('New note (only admins see notes)');
    await userEvent.type(field, 'Called the customer');
    await userEvent.click(screen.getByRole('button', { name: /add note/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the note, please try again later!',
    );
    expect(addOrderNote).toHaveBeenCalledWith(
      'OrderDetailTest00001',
      'Called the customer',
      'admin@example.com',
    );
    expect(console.error).toHaveBeenCalledWith('Adding a note to order OrderDetailTest00001 failed', failure);
    expect(field).toHaveValue('Called the customer');
    // The kept note can be sent again as it stands.
    expect(screen.getByRole('button', { name: /add note/i })).toBeEnabled();
  });

  it('says a move failed', async () => {
    moveOrder.mockRejectedValue(new AdminDataError('failed', { userMessage: 'Order is short of stock.' }));
    render(<OrderDetail order={order()} adminEmail="admin@example.com" />);
    await screen.findByText('Prices match the catalogue.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Order is short of stock.')).toBeInTheDocument();
  });
});

describe('OrderDetail language', () => {
  /** The value the customer facts give for a term. */
  const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
  const whatsappText = (name: RegExp) =>
    new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '').searchParams.get('text');

  it('says an order placed in Hindi is in Hindi, and writes the customer’s WhatsApp message in Hindi', async () => {
    render(<OrderDetail order={order({ language: 'hi' })} adminEmail="admin@example.com" />);
    await screen.findByText('Prices match the catalogue.');
    expect(fact('Language')).toBe('Hindi');
    expect(whatsappText(/WhatsApp the customer \(in Hindi\)/)).toMatch(
      /^नमस्ते Asha Rao, .* आपका ऑर्डर OrderDetailTest00001 \(.*\) हमें मिल गया है/,
    );
  });

  it('says English for an English order, and "Not recorded" for an order placed before the language was kept', async () => {
    const { unmount } = render(
      <OrderDetail order={order({ language: 'en' })} adminEmail="admin@example.com" />,
    );
    await screen.findByText('Prices match the catalogue.');
    expect(fact('Language')).toBe('English');
    expect(whatsappText(/^WhatsApp the customer$/)).toMatch(
      /^Namaste Asha Rao, .*We have received your order/,
    );
    unmount();
    render(<OrderDetail order={order()} adminEmail="admin@example.com" />);
    await screen.findByText('Prices match the catalogue.');
    expect(fact('Language')).toBe('Not recorded');
    expect(whatsappText(/^WhatsApp the customer$/)).toMatch(/^Namaste Asha Rao/);
  });
});
