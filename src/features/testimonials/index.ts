export { Testimonials, REVIEWS_ERROR, TESTIMONIALS_HEADING, TESTIMONIALS_SUBTITLE } from './Testimonials';
export type { Testimonial } from './model';
export { loadTestimonials, liveTestimonials, sampleTestimonials, type TestimonialSource } from './testimonials';
