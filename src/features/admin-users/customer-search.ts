/** What the users page searches by. */
interface Searchable {
  name: string;
  email: string;
  mobile: string;
}

/**
 * The customers whose name, e-mail or mobile contains the query (case-insensitive; the mobile's
 * digits alone also match, so '98123' finds '+91 98123 45678'). An empty query keeps all.
 */
export function searchCustomers<T extends Searchable>(customers: readonly T[], query: string): T[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...customers];
  // A query of digits (and phone punctuation) also matches the mobile's digits.
  const digits = /^[\d\s+()-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return customers.filter(
    (customer) =>
      customer.name.toLowerCase().includes(text) ||
      customer.email.toLowerCase().includes(text) ||
      customer.mobile.toLowerCase().includes(text) ||
      (digits !== '' && customer.mobile.replace(/\D/g, '').includes(digits)),
  );
}
