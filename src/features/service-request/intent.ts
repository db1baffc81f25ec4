/**
 * What a 'Get Started' button asks for. The same shape as `ServiceRequestIntent` of the services
 * feature (src/features/services/serviceRequestIntent.ts); it is declared here too because features
 * do not import each other: the page hands the services feature's intent to this dialog.
 */
export interface ServiceRequestIntent {
  /** The service page's name, e.g. 'Search Engine Optimization'. */
  serviceType: string;
  /** The display name of the page's category, e.g. 'Marketing & Advertising'. */
  serviceCategory: string;
  /** A package name ('Growth'), or a per-item choice such as 'Social Media Posts — $99 — 15 posts per month'. */
  package: string;
}
