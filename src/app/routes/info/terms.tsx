import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { PageMeta } from '@/features/layout/components/page-meta';
import './info-page.css';

const SECTIONS = [
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
] as const;

export function Component() {
  return (
    <div className="info-page">
      <PageMeta
        title={`Terms & conditions — ${shop.name}`}
        description={`How ordering, prices, cash on delivery, delivery and returns work at ${shop.name}.`}
      />
      <header className="info-page__head">
        <h1>Terms &amp; conditions</h1>
        <p>The plain-language rules for shopping with {shop.name}. By placing an order you agree to them.</p>
      </header>
      <div className="info-page__body">
        {SECTIONS.map((section) => (
          <section key={section.id} className="info-card" aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p>
          Questions about these terms? <Link to={paths.contactUs.getHref()}>Contact us</Link> — we are happy
          to help.
        </p>
      </div>
    </div>
  );
}
