import { lazy, Suspense, useRef } from 'react';
import { useT } from '@/i18n';
import { useNearViewport } from '@/lib/use-near-viewport';
import { testimonialsMessages as m } from '../messages';
import { TESTIMONIALS } from '../testimonials';
import { TestimonialCard } from './testimonial-card';
import './testimonials.css';

const TestimonialCarousel = lazy(() =>
  import('./testimonial-carousel').then((module) => ({ default: module.TestimonialCarousel })),
);

/** The same cards without Swiper: shown at once, and until the carousel's code has arrived. */
function StaticTestimonials() {
  return (
    <ul className="testimonials-static">
      {TESTIMONIALS.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

/** 'What our customers say': the carousel's code (Swiper and its CSS) loads as the section nears view. */
export function TestimonialsSection() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const t = useT();
  return (
    <section ref={ref} className="section testimonials" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t(m.title)}</h2>
      {near ? (
        <Suspense fallback={<StaticTestimonials />}>
          <TestimonialCarousel />
        </Suspense>
      ) : (
        <StaticTestimonials />
      )}
    </section>
  );
}
