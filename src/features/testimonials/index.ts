export { Testimonials, REVIEWS_ERROR, TESTIMONIALS_HEADING, TESTIMONIALS_SUBTITLE } from './Testimonials';
export {
  loadTestimonials,
  liveTestimonials,
  sampleTestimonials,
  type Testimonial,
  type TestimonialSource,
} from './testimonials';
