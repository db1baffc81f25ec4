/** POST /api/contactEmail: the contact form (name, email, service, message). See inquiry.ts for the flow. */
import { contactSchema } from '../../src/domain/forms/schemas.js';
import type { ApiRequest, ApiResponse } from './http/api.js';
import { handleInquiry, type InquiryDeps, type InquiryEndpoint } from './inquiry.js';
import { contactAcknowledgement, contactNotification } from './mail/templates.js';

export const contactEndpoint: InquiryEndpoint<typeof contactSchema> = {
  kind: 'contact',
  name: 'contact',
  label: 'contact inquiry',
  schema: contactSchema,
  notification: contactNotification,
  acknowledgement: contactAcknowledgement,
};

export function handleContact(request: ApiRequest, deps: InquiryDeps): Promise<ApiResponse> {
  return handleInquiry(request, deps, contactEndpoint);
}
