/**
 * POST /api/servicesEmail: a service request for a package (serviceType, serviceCategory, package,
 * name, email, requirements). See inquiry.ts for the flow.
 */
import { serviceRequestSchema } from '../../src/domain/forms/schemas.js';
import type { ApiRequest, ApiResponse } from './http/api.js';
import { handleInquiry, type InquiryDeps, type InquiryEndpoint } from './inquiry.js';
import { serviceRequestAcknowledgement, serviceRequestNotification } from './mail/templates.js';

export const serviceRequestEndpoint: InquiryEndpoint<typeof serviceRequestSchema> = {
  kind: 'service',
  name: 'services',
  label: 'service request',
  schema: serviceRequestSchema,
  notification: serviceRequestNotification,
  acknowledgement: serviceRequestAcknowledgement,
};

export function handleServiceRequest(request: ApiRequest, deps: InquiryDeps): Promise<ApiResponse> {
  return handleInquiry(request, deps, serviceRequestEndpoint);
}
