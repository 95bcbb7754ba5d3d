import { useEffect, useState } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { useT } from '@/i18n';
import { testimonialsMessages as m } from '../messages';
import { CAROUSEL, TESTIMONIALS } from '../testimonials';
import { TestimonialCard } from './testimonial-card';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The testimonial carousel (Swiper): autoplays every 5 s with a 600 ms slide, 1/2/3 slides by
 * width. A Pause button stops it (WCAG 2.2.2); people who prefer reduced motion start paused.
 */
export function TestimonialCarousel() {
  const t = useT();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <div className="testimonial-carousel">
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={setSwiper}
        autoplay={{ delay: CAROUSEL.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        speed={CAROUSEL.speedMs}
        slidesPerView={CAROUSEL.slidesPerView.base}
        spaceBetween={16}
        breakpoints={{
          768: { slidesPerView: CAROUSEL.slidesPerView[768], spaceBetween: 16 },
          1024: { slidesPerView: CAROUSEL.slidesPerView[1024], spaceBetween: 20 },
        }}
        rewind
        pagination={{ clickable: true }}
        a11y={{
          containerRoleDescriptionMessage: t(m.carousel),
          itemRoleDescriptionMessage: t(m.testimonial),
        }}
      >
        {TESTIMONIALS.map((testimonial) => (
          <SwiperSlide key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className="testimonial-carousel__toggle"
        onClick={() => {
          setPlaying((value) => !value);
        }}
      >
        {t(playing ? m.pause : m.play)}
      </button>
    </div>
  );
}
