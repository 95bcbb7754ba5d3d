import type { Testimonial } from '../testimonials';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__text" lang="en">
        <p>{testimonial.user_content}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__avatar" aria-hidden="true">
          {testimonial.name.charAt(0)}
        </span>
        <span>
          <span className="testimonial__name">{testimonial.name}</span>
          <span className="testimonial__location">{testimonial.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
