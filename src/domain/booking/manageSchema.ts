/**
 * The manage function's validation of what the page sends (its type: `ManageRequest`, src/domain/api/requests.ts).
 * Every refusal is in the API's own words (MANAGE_MESSAGES), never the validation library's.
 */
import { z } from '../zod';
import { MANAGE_MESSAGES } from '../api/manage';

/** A token is `<id>.<expiry>.<signature>`; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 200;
const token = z
  .string({ error: MANAGE_MESSAGES.invalidLink })
  .max(MAX_TOKEN_LENGTH, { error: MANAGE_MESSAGES.invalidLink });

export const manageRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('view'), token }),
    z.object({ action: z.literal('cancel'), token }),
    z.object({
      action: z.literal('reschedule'),
      token,
      datetime: z.iso.datetime({ offset: true, error: MANAGE_MESSAGES.chooseTime }),
      /**
       * The booking's start as the page showed it: the move is refused (409 `moved`) if the booking has
       * moved since, so two tabs, or a double press that raced, never move it twice (issue #32).
       */
      expectedStart: z.iso.datetime({ offset: true, error: MANAGE_MESSAGES.unreadable }),
    }),
  ],
  { error: MANAGE_MESSAGES.unreadable },
);
