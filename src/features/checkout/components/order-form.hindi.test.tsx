import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { checkoutMessages as m } from '../messages';
import { OrderForm } from './order-form';

function renderForm(errors?: Record<string, string>, failure?: string, addresses?: readonly string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/cart/order',
        Component: () => (
          <OrderForm
            orderId="ORDER-1"
            defaults={{
              name: 'आशा वर्मा',
              email: 'asha@example.com',
              number: '09812345678',
              addresses: addresses ?? [],
            }}
            errors={errors}
            failure={failure}
            submitting={false}
          />
        ),
      },
    ],
    { initialEntries: ['/cart/order'] },
  );
  render(<RouterProvider router={router} />);
}

describe('OrderForm in Hindi', () => {
  beforeEach(async () => {
    await activateLocale('hi', ['checkout']);
  });
  afterEach(async () => {
    await activateLocale('en');
  });

  it('shows a failure to place the order in Hindi', () => {
    renderForm(undefined, m.placeFailed);
    expect(screen.getByRole('alert')).toHaveTextContent('ऑर्डर नहीं हो पाया, कृपया थोड़ी देर बाद फिर कोशिश करें!');
  });

  it('labels, hint and button are Hindi', () => {
    renderForm();
    expect(screen.getByLabelText('आपका नाम')).toHaveValue('आशा वर्मा');
    expect(screen.getByLabelText('आपका मोबाइल नंबर')).toHaveDisplayValue('09812345678');
    expect(screen.getByLabelText('आपका मोबाइल नंबर')).toHaveAccessibleDescription(
      '0 से शुरू होने वाले 11 अंक, जैसे 09876543210',
    );
    expect(screen.getByRole('button', { name: 'ऑर्डर दें' })).toBeInTheDocument();
  });

  it('shows the validation messages and the failure in Hindi', () => {
    renderForm({ address: m.invalidAddress, number: m.invalidContact }, m.placeFailed);
    expect(screen.getByLabelText('आपका पता')).toHaveAccessibleDescription(
      'कृपया पूरा पता लिखें (मकान नं., गली नं., शहर, देश)',
    );
    expect(screen.getByText('कृपया सही मोबाइल नंबर लिखें, जैसे: 09876543210')).toBeInTheDocument();
    // With field errors the alert asks for correct values (the failure shows once the fields are right).
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सही जानकारी भरें');
  });

  it('offers the saved addresses and a new one in Hindi', () => {
    renderForm(undefined, undefined, ['12 गांधी मार्ग, जयपुर, राजस्थान 302001']);
    const picker = screen.getByRole('group', { name: 'आपके सहेजे गए पते' });
    expect(picker).toHaveAccessibleDescription('सबसे हाल में इस्तेमाल हुआ पहले। पता भरने के लिए कोई एक चुनें।');
    expect(screen.getByRole('radio', { name: 'नया पता' })).not.toBeChecked();
  });
});
