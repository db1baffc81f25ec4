/** Company facts for the site: the agency's identity (kept in the domain) and the stats band. */
export * from '../domain/company';

export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** The stats band shown on the about and portfolio pages (texts fixed by docs/product.md). */
export const stats: readonly Stat[] = [
  { value: '50+', label: 'Clients Served' },
  { value: '100%', label: 'Client Satisfaction' },
  { value: '24/7', label: 'Support Available' },
  { value: '5+', label: 'Years Experience' },
];
