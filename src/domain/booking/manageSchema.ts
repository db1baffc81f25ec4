/** The manage function's validation of what the page sends (its type: `ManageRequest`, src/domain/api/requests.ts). */
import * as z from 'zod';

/** A token is `<id>.<expiry>.<signature>`; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 200;
const token = z.string().max(MAX_TOKEN_LENGTH);

export const manageRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('view'), token }),
  z.object({ action: z.literal('cancel'), token }),
  z.object({
    action: z.literal('reschedule'),
    token,
    datetime: z.iso.datetime({ offset: true, error: 'Please choose a new time.' }),
  }),
]);
