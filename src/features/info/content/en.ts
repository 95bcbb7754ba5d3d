import { shop } from '@/config/shop';
import type { InfoContent } from '../info-content';

/** The info pages in English. */
export const infoEnglish: InfoContent = {
  about: {
    meta: {
      title: `About us — ${shop.name}`,
      description: `${shop.name} makes and sells classical ayurvedic soaps, shampoos, churnas, juices, mehndi cones, dhoop and herbal mosquito repellants.`,
    },
    title: 'About us',
    intro: `${shop.name} is a family-run ayurvedic shop. We prepare everyday care for body, hair and home the way our grandparents did — with herbs, oils and resins, and nothing to hide on the label.`,
    story: {
      title: 'Our story',
      text: 'What began as a small counter selling neem soap and sambrani dhoop to neighbours is now a range of soaps, shampoos, churnas and capsules, juices and syrups, mehndi cones, dhoopa and natural mosquito repellants. Every product still follows a classical recipe, and every order is still confirmed by a person on WhatsApp.',
    },
    cards: [
      {
        id: 'about-ingredients',
        title: 'Honest ingredients',
        text: 'Herbs are sourced from growers we know and processed in small batches. We list what goes into each product, in English and in Hindi.',
      },
      {
        id: 'about-prices',
        title: 'Fair prices',
        text: 'Every product is 17% below its list price, all the time. No coupons to hunt for, no hidden charges.',
      },
      {
        id: 'about-payment',
        title: 'Pay on delivery',
        text: 'You pay in cash when your parcel arrives, so you can order with confidence even the first time.',
      },
    ],
    note: {
      title: 'A note on ayurveda',
      texts: [
        "Our products support everyday wellbeing; they are not medicines and do not replace a doctor's advice. If you are pregnant, nursing, taking medication or unsure whether a product suits you, please ask your physician or an ayurvedic practitioner first.",
      ],
      browse: 'Browse the shop',
      or: ' or ',
      ask: 'ask us anything',
      end: '.',
    },
  },
  contact: {
    meta: {
      title: `Contact Us — ${shop.name}`,
      description: `Reach ${shop.name} on WhatsApp, by phone or by e-mail. We answer questions about products, orders and delivery.`,
    },
    title: 'Contact Us',
    intro:
      'Questions about a product, an order or a delivery? Write to us on WhatsApp for the quickest answer, or call, e-mail or visit our shop.',
    whatsapp: {
      title: 'Chat on WhatsApp',
      text: 'We confirm every order on WhatsApp and usually reply within the hour, Monday to Saturday, 9:30 am to 7:30 pm.',
      button: 'Chat with us on WhatsApp',
      newTab: ' (opens in a new tab)',
      prefill: 'Namaste! I have a question about',
    },
    phone: { title: 'Call us', office: 'Office:', support: 'Support:' },
    email: { title: 'E-mail', note: 'We answer e-mails within one working day.' },
    visit: { title: 'Visit us', hours: 'Monday to Saturday, 10 am to 7 pm.' },
  },
  terms: {
    meta: {
      title: `Terms & conditions — ${shop.name}`,
      description: `How ordering, prices, cash on delivery, delivery and returns work at ${shop.name}.`,
    },
    title: 'Terms & conditions',
    intro: `The plain-language rules for shopping with ${shop.name}. By placing an order you agree to them.`,
    sections: [
      {
        id: 'terms-orders',
        title: 'Orders',
        text: [
          'An order is a request to buy. It is accepted once we confirm it with you on WhatsApp; until then we may decline it, for example when a product has run out.',
          'You need an account to keep a cart and place an order. Please give a name, address and phone number where we can reach you.',
        ],
      },
      {
        id: 'terms-prices',
        title: 'Prices',
        text: [
          'Prices are in Indian rupees (INR) and include all taxes. The price you pay is the list price less 17%, rounded to whole rupees; the list price is shown struck through beside it.',
          'If a price on the site is clearly wrong, we will tell you before confirming the order and you may cancel it.',
        ],
      },
      {
        id: 'terms-payment',
        title: 'Payment',
        text: ['We accept cash on delivery. Please keep the exact amount ready if you can.'],
      },
      {
        id: 'terms-delivery',
        title: 'Delivery',
        text: [
          'We ship across India. Most orders arrive within 3 to 7 working days of confirmation; remote areas may take longer. We share the expected date when we confirm your order.',
        ],
      },
      {
        id: 'terms-returns',
        title: 'Returns and replacements',
        text: [
          'If a product arrives damaged, leaking or is not what you ordered, message us within 7 days of delivery with a photo and we will replace it or refund you.',
          'For hygiene reasons we cannot take back opened soaps, shampoos, juices, syrups, churnas or mehndi cones that are in good condition.',
        ],
      },
      {
        id: 'terms-health',
        title: 'Using our products',
        text: [
          'Our products support everyday wellbeing and are not meant to diagnose, treat or cure any disease. Read the label before use, do a patch test for skin and hair products, and ask a doctor if you are pregnant, nursing or taking medication. Keep dhoop, coils and vaporisers away from children and use them in a ventilated room.',
        ],
      },
      {
        id: 'terms-privacy',
        title: 'Your data',
        text: [
          'We keep your name, e-mail, phone number, address, cart and orders only to run your account and deliver your orders. We never sell them. Ask us at any time to see or delete your data.',
        ],
      },
    ],
    questions: {
      before: 'Questions about these terms? ',
      link: 'Contact us',
      after: ' — we are happy to help.',
    },
  },
};
