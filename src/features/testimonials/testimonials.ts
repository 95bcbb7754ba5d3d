/** A customer's words on the home page (spec §1: id, name, text, location). */
export interface Testimonial {
  id: number;
  name: string;
  user_content: string;
  location: string;
}

/** The four fixed sample testimonials of the home page carousel. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Meera Joshi',
    user_content:
      'The Neem Tulsi soap has calmed the itching on my skin that no other soap could. They confirmed my order on WhatsApp within the hour and it reached home in three days.',
    location: 'Jaipur, Rajasthan',
  },
  {
    id: 2,
    name: 'Arjun Nair',
    user_content:
      'I have used the Bhringraj shampoo for two months and my hair fall is clearly less. It smells of real herbs, not perfume, and the price is honest.',
    location: 'Kochi, Kerala',
  },
  {
    id: 3,
    name: 'Fatima Sheikh',
    user_content:
      'Ordered the bridal mehndi cones for my sister’s wedding. Smooth flow, no chemicals, and the stain turned a deep maroon by the next morning.',
    location: 'Lucknow, Uttar Pradesh',
  },
  {
    id: 4,
    name: 'Harpreet Kaur',
    user_content:
      'The sambrani dhoop cups fill the whole house with a gentle fragrance every evening. Paying cash on delivery made my first order easy.',
    location: 'Ludhiana, Punjab',
  },
];

/** The carousel's timing and layout (spec §9). */
export const CAROUSEL = {
  autoplayMs: 5000,
  speedMs: 600,
  /** Slides at once: 1 below 768 px, 2 from 768 px, 3 from 1024 px. */
  slidesPerView: { base: 1, 768: 2, 1024: 3 },
} as const;
