import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { checkoutMessages as m } from '../messages';
import './order-form.css';
import { translate } from '@/i18n';

/** When the browser blocked the chat window, the link to open it by hand. */
export function WhatsappHandoff({ url, onContinue }: { url: string; onContinue: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // It takes the order form's place: bring it into view and move the focus there.
  useEffect(() => {
    const heading = headingRef.current;
    // jsdom has no scrollIntoView; browsers do.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    heading?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    heading?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="handoff form-card" aria-labelledby="handoff-title">
      <h2 id="handoff-title" ref={headingRef} tabIndex={-1}>
        {translate(m.handoffTitle)}
      </h2>
      <p className="handoff__placed">{translate(m.placed)}</p>
      <p>{translate(m.handoffText)}</p>
      <a className="button button--primary" href={url} target="_blank" rel="noreferrer">
        {translate(m.handoffLink)}
      </a>
      <Link to={paths.home.getHref()} onClick={onContinue}>
        {translate(m.continueShopping)}
      </Link>
    </section>
  );
}
