import type { ReactNode } from 'react';
import type { Account } from '../api/get-account';
import { accountMessages as m } from '../messages';
import { AddressBook } from './address-book';
import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import './account.css';
import { translate } from '@/i18n';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="form-card account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** /account: the customer's details, password, saved addresses, and leaving the shop. */
export function AccountPage({ account }: { account: Account }) {
  return (
    <div className="account-page">
      <h1>{translate(m.title)}</h1>
      <p className="muted">{translate(m.lead)}</p>
      <div className="account-page__grid">
        <Section id="account-details-title" title={translate(m.detailsTitle)}>
          <DetailsForm name={account.name} mobile={account.mobile} email={account.email} />
        </Section>
        <Section id="account-addresses-title" title={translate(m.addressesTitle)}>
          <AddressBook addresses={account.addresses} />
        </Section>
        <Section id="account-password-title" title={translate(m.passwordTitle)}>
          <PasswordForm />
        </Section>
        <Section id="account-delete-title" title={translate(m.deleteTitle)}>
          <DeleteAccount />
        </Section>
      </div>
    </div>
  );
}
