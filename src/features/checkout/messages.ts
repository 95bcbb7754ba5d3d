import { MAX_OPEN_ORDERS } from '@/config/constants';
import { cartMessages } from '@/features/cart/messages';
import { addressMessages } from '@/lib/validation/credential-messages';

/** An example contact number: the hint's 11 digits starting with 0. */
export const CONTACT_EXAMPLE = '09876543210';

/** Every order-form and ordering text, verbatim from the spec (§2, §5, §8). */
export const checkoutMessages = {
  formTitle: 'Place your order',
  name: 'Your Name',
  email: 'Your Email',
  address: 'Your Address',
  contact: 'Your Contact #',
  contactHint: `11 digits starting with 0, e.g. ${CONTACT_EXAMPLE}`,
  paymentMethod: 'Payment Method',
  cash: 'Cash',
  placeOrder: 'Place Order',

  invalidName: 'Please enter a valid Full Name',
  invalidEmail: 'Please enter a valid Email',
  invalidAddress: addressMessages.invalidAddress,
  invalidContact: `Please enter a valid mobile number. eg: ${CONTACT_EXAMPLE}`,
  invalidPayment: 'Please choose a valid payment method: cash OR card',
  incorrectValues: 'Please enter correct values',

  placed: 'Order Placed! We will send you a confirmation on whatsapp',
  placeFailed: 'Could not place an order, please try again later!',
  offline: cartMessages.offline,
  cartEmpty: cartMessages.emptyTitle,
  cartChangedElsewhere: cartMessages.changedElsewhere,
  // The limits on orders waiting for the shop (ours: the spec has no text for them).
  tooManyOpen: `You already have ${MAX_OPEN_ORDERS} orders waiting for the shop to confirm them. Please wait for a confirmation on WhatsApp before placing another.`,
  tooSoon: `You placed an order a moment ago. Please wait a minute before placing another.`,

  // Saved addresses (ours)
  savedAddresses: 'Your saved addresses',
  savedAddressesHint: 'The last used first. Choose one to fill in the address.',
  newAddressOption: 'A new address',
  saveAddress: 'Save this address to my account',
  addressNotSaved: 'Your order was placed, but the address could not be saved to your account.',

  handoffTitle: 'Send your order on WhatsApp',
  handoffText: 'Your browser blocked the chat window. Open it here to send us your order:',
  handoffLink: 'Open WhatsApp chat',
  continueShopping: 'Continue shopping',

  // The chat message the shopper sends the shop (spec §4 Order flow), in the page's language;
  // a product line is 'title X amount' in both.
  whatsapp: {
    name: 'Name: {name}',
    products: 'Products:',
    total: 'Total: {total}',
    address: 'Address: {address}',
    phone: 'Phone: {phone}',
    quantity: 'Total quantity: {quantity}',
    email: 'Email: {email}',
    orderId: 'Order id: {orderId}',
  },
} as const;
