/** The frame around the home page's testimonials (the customers' own words stay as they wrote them). */
export const testimonialsMessages = {
  title: 'What our customers say',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  carousel: 'carousel',
  testimonial: 'testimonial',
} as const;
