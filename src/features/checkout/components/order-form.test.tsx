import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages as m } from '../messages';
import { OrderForm } from './order-form';

function renderForm(onSubmit = vi.fn(() => Promise.resolve())) {
  render(<OrderForm defaults={{ name: 'Asha Verma', email: 'asha@example.com' }} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

async function fillGood(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your Address'), '12 Lotus Lane, Jaipur');
  await user.type(screen.getByLabelText('Your Contact #'), '09876543210');
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

  it('shows every field’s message and "Please enter correct values", and keeps what was typed', async () => {
    const { onSubmit, user } = renderForm();
    await user.clear(screen.getByLabelText('Your Name'));
    await user.type(screen.getByLabelText('Your Name'), 'Asha');
    await user.clear(screen.getByLabelText('Your Email'));
    await user.type(screen.getByLabelText('Your Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Your Address'), 'Jaipur');
    await user.type(screen.getByLabelText('Your Contact #'), '12345');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter correct values');
    expect(screen.getByLabelText('Your Name')).toHaveAccessibleDescription('Please enter a valid Full Name');
    expect(screen.getByLabelText('Your Email')).toHaveAccessibleDescription('Please enter a valid Email');
    expect(screen.getByLabelText('Your Address')).toHaveAccessibleDescription(
      'Please enter a valid Address (house #, st #, city, country)',
    );
    expect(screen.getByLabelText('Your Contact #')).toHaveAccessibleDescription(
      `${m.contactHint} Please enter a valid mobile number. eg: 09876543210`,
    );
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    expect(screen.getByLabelText('Your Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Your Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Your Address')).toHaveValue('Jaipur');
    expect(screen.getByLabelText('Your Contact #')).toHaveValue(12345);
  });

  it('clears the messages and sends trimmed values once they are right', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.incorrectValues);
    await fillGood(user);
    await user.type(screen.getByLabelText('Your Address'), '  ');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Asha Verma',
      email: 'asha@example.com',
      address: '12 Lotus Lane, Jaipur',
      number: '09876543210',
      payment_method: 'cash',
    });
  });

  it('sends once however often Place Order is clicked while the order is under way', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderForm(onSubmit);
    await fillGood(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    await user.click(button);
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => {
      expect(button).toBeEnabled();
    });
  });

  it('keeps every value when placing the order fails', async () => {
    const { user } = renderForm(vi.fn(() => Promise.resolve()));
    await fillGood(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByLabelText('Your Address')).toHaveValue('12 Lotus Lane, Jaipur');
    expect(screen.getByLabelText('Your Contact #')).toHaveValue(9876543210);
  });
});
