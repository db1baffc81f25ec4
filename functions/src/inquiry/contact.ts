/** POST /api/contactEmail: the contact form (name, email, service, message). See handler.ts for the flow. */
import { CONTACT_SERVICE_LABELS, CONTACT_SERVICES, FORM_TEXT, LIMITS } from '../../../src/domain/forms/fields.js';
import { API_ENDPOINTS, SENT_PATHS } from '../../../src/domain/api/endpoints.js';
import { contactSchema } from '../../../src/domain/forms/schemas.js';
import type { ApiRequest, ApiResponse } from '../http/request.js';
import { handleInquiry, type InquiryDeps } from './handler.js';
import type { InquiryEndpoint } from './endpoint.js';
import { contactAcknowledgement, contactNotification } from './emails.js';
import { PERSON_ROW } from '../pages/formPage.js';

export const contactEndpoint: InquiryEndpoint<typeof contactSchema> = {
  kind: 'contact',
  name: 'contact',
  label: 'contact inquiry',
  schema: contactSchema,
  notification: contactNotification,
  acknowledgement: contactAcknowledgement,
  teamDetail: (payload) => (payload.service ? CONTACT_SERVICE_LABELS[payload.service] : ''),
  page: {
    eyebrow: 'Contact',
    noun: 'message',
    startHref: '/contact',
    sentPath: SENT_PATHS.contact,
    form: {
      action: API_ENDPOINTS.contact,
      submitLabel: FORM_TEXT.contactSubmit,
      rows: [
        PERSON_ROW,
        [
          {
            kind: 'select',
            name: 'service',
            label: 'Service',
            note: '(optional)',
            placeholder: CONTACT_SERVICE_LABELS[''],
            options: CONTACT_SERVICES.filter(Boolean).map((value) => ({ value, label: CONTACT_SERVICE_LABELS[value] })),
          },
        ],
        [
          {
            kind: 'textarea',
            name: 'message',
            label: 'Message',
            rows: 6,
            maxLength: LIMITS.message,
            required: true,
            placeholder: FORM_TEXT.messagePlaceholder,
          },
        ],
      ],
    },
  },
};

export function handleContact(request: ApiRequest, deps: InquiryDeps): Promise<ApiResponse> {
  return handleInquiry(request, deps, contactEndpoint);
}
