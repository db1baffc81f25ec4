/**
 * framer-motion's DOM animation features (about 26 kB gzip), loaded on demand by `Reveal` after the
 * page has hydrated, so they never weigh on first load. Only `m` and `LazyMotion` ship up front.
 */
export { domAnimation as default } from 'framer-motion';
