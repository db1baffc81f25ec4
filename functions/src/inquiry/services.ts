/**
 * POST /api/servicesEmail: a service request for a package (serviceType, serviceCategory, package,
 * name, email, requirements). See handler.ts for the flow.
 */
import { FORM_TEXT, LIMITS } from '../../../src/domain/forms/fields.js';
import { API_ENDPOINTS, SENT_PATHS } from '../../../src/domain/api/endpoints.js';
import { serviceRequestSchema } from '../../../src/domain/forms/schemas.js';
import type { ApiRequest, ApiResponse } from '../http/request.js';
import { handleInquiry, type InquiryDeps } from './handler.js';
import type { InquiryEndpoint } from './endpoint.js';
import { serviceRequestAcknowledgement, serviceRequestNotification } from './emails.js';
import { PERSON_ROW } from '../pages/formPage.js';

export const serviceRequestEndpoint: InquiryEndpoint<typeof serviceRequestSchema> = {
  kind: 'service',
  name: 'services',
  label: 'service request',
  schema: serviceRequestSchema,
  notification: serviceRequestNotification,
  acknowledgement: serviceRequestAcknowledgement,
  teamDetail: (payload) => `${payload.serviceType} (${payload.package})`,
  page: {
    eyebrow: 'Request a Service',
    noun: 'request',
    startHref: '/services',
    sentPath: SENT_PATHS.serviceRequest,
    form: {
      action: API_ENDPOINTS.serviceRequest,
      submitLabel: FORM_TEXT.requestSubmit,
      carried: [
        { name: 'serviceType', label: 'Service' },
        { name: 'serviceCategory', label: 'Category' },
        { name: 'package', label: 'Package' },
      ],
      rows: [
        PERSON_ROW,
        [
          {
            kind: 'textarea',
            name: 'requirements',
            label: 'Requirements',
            note: '(optional)',
            rows: 4,
            maxLength: LIMITS.requirements,
            required: false,
            placeholder: FORM_TEXT.requirementsPlaceholder,
          },
        ],
      ],
    },
  },
};

export function handleServiceRequest(request: ApiRequest, deps: InquiryDeps): Promise<ApiResponse> {
  return handleInquiry(request, deps, serviceRequestEndpoint);
}
