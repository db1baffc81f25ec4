/**
 * What a 'Get Started' button asks for: the service request dialog (a separate feature, mounted by the
 * page) opens with these three fields filled in.
 */
export interface ServiceRequestIntent {
  /** The service page's name, e.g. 'Search Engine Optimization'. */
  serviceType: string;
  /** The display name of the page's category, e.g. 'Marketing & Advertising'. */
  serviceCategory: string;
  /** A package name ('Growth'), or a per-item choice: `${item name} — ${price option}`. */
  package: string;
}

export type GetStartedHandler = (intent: ServiceRequestIntent) => void;

/** Label of a per-item price option, e.g. '$99 — 15 posts per month'. */
export function priceOptionLabel(option: { price: string; description: string }): string {
  return `${option.price} — ${option.description}`;
}

/** The `package` value of a per-item choice, e.g. 'Social Media Posts — $99 — 15 posts per month'. */
export function perItemPackage(itemName: string, option: { price: string; description: string }): string {
  return `${itemName} — ${priceOptionLabel(option)}`;
}
