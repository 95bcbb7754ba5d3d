import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useActionData, useNavigation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages as m } from '../messages';
import type { OrderFormDefaults } from '../order-form-defaults';
import { OrderForm, type OrderActionData } from './order-form';

const ashaDefaults: OrderFormDefaults = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  number: '',
  addresses: [],
};

/** The form at /cart/order with a stand-in action that answers when told to. */
function renderForm(
  answer: (form: FormData) => Promise<OrderActionData> = () => Promise.resolve({}),
  defaults: Partial<OrderFormDefaults> = {},
) {
  const action = vi.fn(async ({ request }: { request: Request }) => answer(await request.formData()));
  function Page() {
    const result = useActionData<OrderActionData>();
    const navigation = useNavigation();
    return (
      <OrderForm
        orderId="ORDER-1"
        defaults={{ ...ashaDefaults, ...defaults }}
        errors={result?.errors}
        failure={result?.failure}
        submitting={navigation.state === 'submitting'}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/cart/order', Component: Page, action }], {
    initialEntries: ['/cart/order'],
  });
  render(<RouterProvider router={router} />);
  return { action, user: userEvent.setup() };
}

describe('OrderForm', () => {
  it('prefills name and e-mail, preselects Cash and hints at the contact number', () => {
    renderForm();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Your Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Your Address').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Your Contact #')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Your Contact #')).toHaveAccessibleDescription(
      '11 digits starting with 0, e.g. 09876543210',
    );
    expect(screen.getByRole('group', { name: 'Payment Method' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('sends every field with the attempt’s order id to the action', async () => {
    const sent: FormData[] = [];
    const { user } = renderForm((form) => {
      sent.push(form);
      return Promise.resolve({});
    });
    await user.type(screen.getByLabelText('Your Address'), '12 Lotus Lane, Jaipur');
    await user.type(screen.getByLabelText('Your Contact #'), '09876543210');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(Object.fromEntries(sent[0] ?? [])).toEqual({
      orderId: 'ORDER-1',
      name: 'Asha Verma',
      email: 'asha@example.com',
      address: '12 Lotus Lane, Jaipur',
      number: '09876543210',
      payment_method: 'cash',
    });
  });

  it('shows the action’s messages, focuses the first bad field and keeps what was typed', async () => {
    const { user } = renderForm(() =>
      Promise.resolve({ errors: { name: m.invalidName, number: m.invalidContact } }),
    );
    await user.clear(screen.getByLabelText('Your Name'));
    await user.type(screen.getByLabelText('Your Name'), 'Asha');
    await user.type(screen.getByLabelText('Your Contact #'), '12345');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter correct values');
    expect(screen.getByLabelText('Your Name')).toHaveAccessibleDescription('Please enter a valid Full Name');
    expect(screen.getByLabelText('Your Contact #')).toHaveAccessibleDescription(
      `${m.contactHint} Please enter a valid mobile number. eg: 09876543210`,
    );
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    // The focus moves in an effect after the messages' render: the alert can be found before it runs.
    await vi.waitFor(() => {
      expect(screen.getByLabelText('Your Name')).toHaveFocus();
    });
    expect(screen.getByLabelText('Your Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Your Contact #')).toHaveValue(12345);
  });

  it('shows a failure beside the form until the next submit, keeping every value', async () => {
    let answer: OrderActionData = { failure: m.placeFailed };
    const { user } = renderForm(() => Promise.resolve(answer));
    await user.type(screen.getByLabelText('Your Address'), '12 Lotus Lane, Jaipur');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.placeFailed);
    expect(screen.getByLabelText('Your Address')).toHaveValue('12 Lotus Lane, Jaipur');

    answer = {};
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('sends once however often Place Order is clicked while the order is under way', async () => {
    let finish!: () => void;
    const { action, user } = renderForm(
      () =>
        new Promise((resolve) => {
          finish = () => {
            resolve({});
          };
        }),
    );
    const button = screen.getByRole('button', { name: 'Place Order' });
    // A double click: both submits arrive before the page renders the button disabled.
    const form = button.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await vi.waitFor(() => {
      expect(button).toBeDisabled();
    });
    await user.click(button);
    finish();
    await vi.waitFor(() => {
      expect(button).toBeEnabled();
    });
    expect(action).toHaveBeenCalledTimes(1);
  });

  describe('the contact number', () => {
    const mobile = '09812345678';

    it('starts with the account’s mobile, which is sent unless changed', async () => {
      const sent: FormData[] = [];
      const { user } = renderForm(
        (form) => {
          sent.push(form);
          return Promise.resolve({});
        },
        { number: mobile },
      );
      // The displayed text: a number input's value as a number would drop the leading 0.
      expect(screen.getByLabelText('Your Contact #')).toHaveDisplayValue(mobile);
      await user.type(screen.getByLabelText('Your Address'), '12 Lotus Lane, Jaipur');
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await vi.waitFor(() => {
        expect(sent).toHaveLength(1);
      });
      expect(sent[0]?.get('number')).toBe(mobile);
    });

    it('can be changed, and a refused submit keeps the changed number', async () => {
      const sent: FormData[] = [];
      const { user } = renderForm(
        (form) => {
          sent.push(form);
          return Promise.resolve({ errors: { address: m.invalidAddress } });
        },
        { number: mobile },
      );
      const contact = screen.getByLabelText('Your Contact #');
      await user.clear(contact);
      await user.type(contact, '09123456780');
      await user.click(screen.getByRole('button', { name: 'Place Order' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter correct values');
      expect(sent[0]?.get('number')).toBe('09123456780');
      expect(screen.getByLabelText('Your Contact #')).toHaveDisplayValue('09123456780');
      expect(screen.getByLabelText('Your Contact #')).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('the saved addresses', () => {
    const saved = ['2 Rose Road, Pune, India', '12 Lotus Lane, Jaipur, India'];

    it('offers none, and no picker, to a customer without saved addresses', () => {
      renderForm();
      expect(screen.queryByRole('group', { name: 'Your saved addresses' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Your Address')).toHaveValue('');
      expect(screen.getByRole('checkbox', { name: m.saveAddress })).not.toBeChecked();
    });

    it('offers them, the last used first and prefilled, and fills in the one chosen', async () => {
      const { user } = renderForm(undefined, { addresses: saved });
      const picker = screen.getByRole('group', { name: 'Your saved addresses' });
      expect(Array.from(picker.querySelectorAll('label'), (label) => label.textContent.trim())).toEqual([
        ...saved,
        m.newAddressOption,
      ]);
      expect(screen.getByRole('radio', { name: saved[0] })).toBeChecked();
      expect(screen.getByLabelText('Your Address')).toHaveValue(saved[0]);
      // A saved address is not offered to be saved again.
      expect(screen.queryByRole('checkbox', { name: m.saveAddress })).not.toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: saved[1] }));
      expect(screen.getByLabelText('Your Address')).toHaveValue(saved[1]);

      await user.click(screen.getByRole('radio', { name: m.newAddressOption }));
      expect(screen.getByLabelText('Your Address')).toHaveValue('');
      expect(screen.getByRole('checkbox', { name: m.saveAddress })).toBeInTheDocument();
    });

    it('sends the chosen address, and the wish to save a new one', async () => {
      const sent: FormData[] = [];
      const { user } = renderForm(
        (form) => {
          sent.push(form);
          return Promise.resolve({});
        },
        { addresses: saved },
      );
      await user.click(screen.getByRole('radio', { name: saved[1] }));
      await user.type(screen.getByLabelText('Your Contact #'), '09876543210');
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await vi.waitFor(() => {
        expect(sent).toHaveLength(1);
      });
      expect(sent[0]?.get('address')).toBe(saved[1]);
      expect(sent[0]?.get('savedAddress')).toBe(saved[1]);
      expect(sent[0]?.get('saveAddress')).toBeNull();
    });
  });

  it('sends again after a refused submit whose busy state never rendered (the refusal came at once)', async () => {
    const answers: OrderActionData[] = [{ errors: { number: m.invalidContact } }, {}];
    const action = vi.fn(() => Promise.resolve(answers.shift() ?? {}));
    function Page() {
      const result = useActionData<OrderActionData>();
      // The router went idle → submitting → idle between two renders: the form saw no busy state.
      return (
        <OrderForm
          orderId="ORDER-1"
          defaults={ashaDefaults}
          errors={result?.errors}
          failure={result?.failure}
          submitting={false}
        />
      );
    }
    const router = createMemoryRouter([{ path: '/cart/order', Component: Page, action }], {
      initialEntries: ['/cart/order'],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(m.invalidContact)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => {
      expect(action).toHaveBeenCalledTimes(2);
    });
  });
});
