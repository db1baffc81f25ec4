import { marketingPages } from '../content/services/pages/marketing';
import { serviceDetailModule } from './serviceDetailModule';

/** /services/{slug} for the 'marketing' category's service pages. */
const { meta, default: MarketingServicesPage } = serviceDetailModule(marketingPages);

export { meta };
export default MarketingServicesPage;
