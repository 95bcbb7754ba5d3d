import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFieldMessages, addressMessages } from '@/lib/validation/credential-messages';
import { changePassword } from '../api/change-password';
import { AccountError } from '../api/errors';
import { getAccount, type Account } from '../api/get-account';
import { saveAddresses } from '../api/save-addresses';
import { updateDetails } from '../api/update-details';
import { accountMessages as m } from '../messages';
import { runAccountIntent } from '../run-account-intent';
import { AccountPage } from './account-page';

vi.mock('../api/update-details', () => ({ updateDetails: vi.fn() }));
vi.mock('../api/change-password', () => ({ changePassword: vi.fn() }));
vi.mock('../api/get-account', () => ({ getAccount: vi.fn() }));
vi.mock('../api/save-addresses', () => ({ saveAddresses: vi.fn() }));

let stored: Account;

beforeEach(() => {
  stored = {
    uid: 'u1',
    email: 'asha@example.com',
    name: 'Asha Verma',
    mobile: '09876543210',
    addresses: ['2 Rose Road, Pune, India'],
  };
  vi.mocked(getAccount)
    .mockReset()
    .mockImplementation(() => Promise.resolve({ ...stored }));
  vi.mocked(updateDetails)
    .mockReset()
    .mockImplementation((_uid, details) => {
      stored = { ...stored, ...details };
      return Promise.resolve();
    });
  vi.mocked(saveAddresses)
    .mockReset()
    .mockImplementation((_uid, addresses) => {
      stored = { ...stored, addresses: [...addresses] };
      return Promise.resolve();
    });
  vi.mocked(changePassword).mockReset().mockResolvedValue();
});

/** The page at /account with the route's loader and action (the account api faked at its edge). */
function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/account',
        loader: async () => ({ account: await getAccount('u1') }),
        HydrateFallback: () => null,
        action: async ({ request }) => runAccountIntent('u1', await request.formData()),
        Component: function Page() {
          const { account } = useLoaderData<{ account: Account }>();
          return <AccountPage account={account} />;
        },
      },
    ],
    { initialEntries: ['/account'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the account page', () => {
  it('refuses a name and mobile the signup form refuses, with its messages, keeping what was typed', async () => {
    const user = renderPage();
    const details = await section(m.detailsTitle);
    expect(within(details).getByText('asha@example.com')).toBeInTheDocument();
    const name = within(details).getByLabelText(m.name);
    const mobile = within(details).getByLabelText(m.mobile);
    await user.clear(name);
    await user.type(name, 'Asha');
    await user.clear(mobile);
    await user.type(mobile, '123');
    await user.click(within(details).getByRole('button', { name: m.saveDetails }));
    expect(await within(details).findByText(accountFieldMessages.invalidFullName)).toBeInTheDocument();
    expect(within(details).getByText(accountFieldMessages.invalidMobile)).toBeInTheDocument();
    expect(name).toHaveValue('Asha');
    expect(mobile).toHaveValue('123');
    expect(updateDetails).not.toHaveBeenCalled();
  });

  it('saves a valid name and mobile', async () => {
    const user = renderPage();
    const details = await section(m.detailsTitle);
    const name = within(details).getByLabelText(m.name);
    await user.clear(name);
    await user.type(name, 'Asha Sharma');
    await user.click(within(details).getByRole('button', { name: m.saveDetails }));
    await vi.waitFor(() => {
      expect(updateDetails).toHaveBeenCalledWith('u1', { name: 'Asha Sharma', mobile: '09876543210' });
    });
  });

  it('names a wrong current password and a weak new one', async () => {
    vi.mocked(changePassword).mockRejectedValueOnce(
      new AccountError(m.wrongCurrentPassword, 'wrong-password'),
    );
    const user = renderPage();
    const password = await section(m.passwordTitle);
    await user.type(within(password).getByLabelText(m.currentPassword), 'not-mine-1');
    await user.type(within(password).getByLabelText(m.newPassword), 'short');
    await user.click(within(password).getByRole('button', { name: m.changePassword }));
    expect(await within(password).findByText(m.weakPassword)).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();

    const next = within(password).getByLabelText(m.newPassword);
    await user.clear(next);
    await user.type(next, 'long-enough-1');
    await user.click(within(password).getByRole('button', { name: m.changePassword }));
    expect(await within(password).findByRole('alert')).toHaveTextContent(m.wrongCurrentPassword);
    expect(changePassword).toHaveBeenCalledWith('not-mine-1', 'long-enough-1');
  });

  it('refuses an address the order form refuses, and adds a valid one first', async () => {
    const user = renderPage();
    const addresses = await section(m.addressesTitle);
    const field = within(addresses).getByLabelText(m.address);
    await user.type(field, 'Pune 12');
    await user.click(within(addresses).getByRole('button', { name: m.addAddress }));
    expect(await within(addresses).findByText(addressMessages.invalidAddress)).toBeInTheDocument();
    expect(field).toHaveValue('Pune 12');
    expect(saveAddresses).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '12 Lotus Lane, Jaipur, India');
    await user.click(within(addresses).getByRole('button', { name: m.addAddress }));
    await vi.waitFor(() => {
      expect(saveAddresses).toHaveBeenCalledWith('u1', [
        '12 Lotus Lane, Jaipur, India',
        '2 Rose Road, Pune, India',
      ]);
    });
  });

  it('says before the confirm that orders stay', async () => {
    renderPage();
    const leave = await section(m.deleteTitle);
    expect(within(leave).getByText(m.deleteExplain)).toBeInTheDocument();
    expect(m.deleteExplain).toContain('Your orders stay with the shop');
  });
});
