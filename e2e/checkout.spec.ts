import { expect, test } from './support/test';
import { signUp, uniqueCustomer } from './support/auth';
import { addFromProductPage, cartBadge, cartList, cartPrice, inr, seedProduct } from './support/cart';
import {
  fillOrderForm,
  goodOrder,
  openOrderForm,
  orderIdOf,
  placeOrderAndCatchChat,
  readOrder,
  SHOP_WHATSAPP,
  stubWhatsapp,
} from './support/checkout';
import { toast } from './support/toast';

const neemSoap = seedProduct(9);
const amlaJuice = seedProduct(6);

test('checkout: bad input gets every message and keeps what was typed; good input places the order', async ({
  page,
  context,
}) => {
  // A whole journey (sign-up, two products, two refused submits, the order, its stored cart) took
  // 18–27 s of the default 30 on a busy machine: triple the budget, as the admin journeys do.
  test.slow();
  await stubWhatsapp(context);
  // A mobile of their own, unlike the order's number filled in later.
  const customer = await signUp(page, { ...uniqueCustomer(), mobile: '09123456780' });
  await addFromProductPage(page, neemSoap, 2);
  await expect(cartBadge(page, 2)).toBeVisible();
  await addFromProductPage(page, amlaJuice, 3);
  await expect(cartBadge(page, 5)).toBeVisible();

  // From home to the cart, then 'Checkout?' replaces the cart's history entry with the form.
  await page.goto('/');
  await cartBadge(page, 5).click();
  await expect(page).toHaveURL('/cart');
  await openOrderForm(page);
  await expect(page.getByRole('button', { name: 'Checkout?' })).toHaveCount(0);
  await expect(page.getByText('Please fill in the form below to place an order!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Place your order' })).toBeInViewport();

  // Prefilled with the customer's name, e-mail and the mobile given at signup; Cash is the one
  // payment method, chosen.
  await expect(page.getByLabel('Your Name')).toHaveValue(customer.name);
  await expect(page.getByLabel('Your Email')).toHaveValue(customer.email);
  await expect(page.getByLabel('Your Contact #')).toHaveValue(customer.mobile);
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByText('11 digits starting with 0', { exact: false })).toBeVisible();

  // Bad input: each field's message, the overall one, and nothing typed is lost.
  await page.getByLabel('Your Name').fill('Meera');
  await page.getByLabel('Your Email').fill('meera.example.com');
  await fillOrderForm(page, { address: 'Jaipur', number: '098123' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter correct values')).toBeVisible();
  await expect(page.getByText('Please enter a valid Full Name')).toBeVisible();
  await expect(page.getByText('Please enter a valid Email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid Address (house #, st #, city, country)')).toBeVisible();
  await expect(page.getByText('Please enter a valid mobile number. eg: 09876543210')).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue('Meera');
  await expect(page.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your Name')).toBeFocused();
  await expect(page.getByLabel('Your Email')).toHaveValue('meera.example.com');
  await expect(page.getByLabel('Your Address')).toHaveValue('Jaipur');
  await expect(page.getByLabel('Your Contact #')).toHaveValue('098123');
  await expect(page).toHaveURL('/cart/order');
  await expect(cartList(page).getByRole('listitem')).toHaveCount(2);

  // A tampered form without a payment method gets the payment message.
  await page.getByLabel('Your Name').fill(customer.name);
  await page.getByLabel('Your Email').fill(customer.email);
  await fillOrderForm(page, goodOrder);
  await page.getByRole('radio', { name: 'Cash' }).evaluate((radio: HTMLInputElement) => {
    radio.checked = false;
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please choose a valid payment method: cash OR card')).toBeVisible();
  await expect(page.getByText('Please enter a valid Full Name')).toHaveCount(0);
  await expect(page.getByLabel('Your Address')).toHaveValue(goodOrder.address);

  // Good input: the order is placed, handed to WhatsApp, the cart emptied, and home we go.
  await page.getByRole('radio', { name: 'Cash' }).check();
  const chat = await placeOrderAndCatchChat(page);
  await expect(toast(page, 'Order Placed! We will send you a confirmation on whatsapp')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(cartBadge(page, 0)).toBeVisible();

  const chatUrl = new URL(chat.url());
  expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe(`https://wa.me/${SHOP_WHATSAPP}`);
  const text = chatUrl.searchParams.get('text') ?? '';
  const total = cartPrice(neemSoap) * 2 + cartPrice(amlaJuice) * 3;
  const orderId = orderIdOf(text);
  expect(text).toBe(
    [
      `Name: ${customer.name}`,
      'Products:',
      `${neemSoap.title} X 2`,
      `${amlaJuice.title} X 3`,
      `Total: ${inr(total)}`,
      `Address: ${goodOrder.address}`,
      `Phone: ${goodOrder.number}`,
      'Total quantity: 5',
      `Email: ${customer.email}`,
      `Order id: ${orderId}`,
    ].join('\n'),
  );
  expect(orderId).toMatch(/^[A-Za-z0-9]{20}$/);

  // The order is stored as sent, under that id, placed and paid in cash.
  const stored = await readOrder(orderId);
  expect(stored.fields).toMatchObject({
    status: { stringValue: 'placed' },
    payment_method: { stringValue: 'cash' },
    name: { stringValue: customer.name },
    email: { stringValue: customer.email },
    address: { stringValue: goodOrder.address },
    number: { stringValue: goodOrder.number },
  });

  // The cart is empty, also as stored.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(cartBadge(page, 0)).toBeVisible();
});

test("'Checkout?' replaces the cart in the history: Back returns to the page before the cart", async ({
  page,
}) => {
  await signUp(page);
  await addFromProductPage(page, neemSoap, 1);
  await expect(cartBadge(page, 1)).toBeVisible();
  await cartBadge(page, 1).click();
  await openOrderForm(page);
  await page.goBack();
  await expect(page).toHaveURL(`/shop/category/${neemSoap.category}/${neemSoap.id}`);
});

test('when the browser blocks the chat window, the link to open WhatsApp is shown', async ({ page }) => {
  await signUp(page);
  await addFromProductPage(page, amlaJuice, 2);
  await expect(cartBadge(page, 2)).toBeVisible();
  await cartBadge(page, 2).click();
  await openOrderForm(page);
  await fillOrderForm(page, goodOrder);
  // A popup blocker: window.open gives nothing back.
  await page.evaluate(() => {
    window.open = () => null;
  });
  let popups = 0;
  page.on('popup', () => {
    popups += 1;
  });
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(toast(page, 'Order Placed! We will send you a confirmation on whatsapp')).toBeVisible();
  const handoff = page.getByRole('region', { name: 'Send your order on WhatsApp' });
  await expect(handoff).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toHaveCount(0);
  const link = handoff.getByRole('link', { name: 'Open WhatsApp chat' });
  await expect(link).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${SHOP_WHATSAPP}\\?text=`));
  const href = (await link.getAttribute('href')) ?? '';
  const text = new URL(href).searchParams.get('text') ?? '';
  expect(text).toContain(`${amlaJuice.title} X 2`);
  expect(text).toMatch(/Order id: [A-Za-z0-9]{20}$/);
  expect(popups).toBe(0);
  await expect(cartBadge(page, 0)).toBeVisible();

  await handoff.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL('/');
});
