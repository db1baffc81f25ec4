import { creativePages } from '../content/services/pages/creative';
import { serviceDetailModule } from './serviceDetailModule';

/** /services/{slug} for the 'creative' category's service pages. */
const { meta, default: CreativeServicesPage } = serviceDetailModule(creativePages);

export { meta };
export default CreativeServicesPage;
