/** The demo logins that `npm run seed` creates in the Auth emulator. */
export const demoAdmin = {
  email: 'admin@prakriti-demo.com',
  password: 'demo-admin-123',
};

export const demoCustomer = {
  email: 'customer@prakriti-demo.com',
  password: 'demo-customer-123',
  name: 'Asha Verma',
  mobile: '09876543210',
};
