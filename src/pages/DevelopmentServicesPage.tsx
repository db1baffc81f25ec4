import { developmentPages } from '../content/services/pages/development';
import { serviceDetailModule } from './serviceDetailModule';

/** /services/{slug} for the 'development' category's service pages. */
const { meta, default: DevelopmentServicesPage } = serviceDetailModule(developmentPages);

export { meta };
export default DevelopmentServicesPage;
