import { toast } from 'react-toastify';
import { BOOKING_MESSAGES } from '../../domain/api/booking';

/** The wizard's toasts, word for word (src/features/booking/README.md); the booking's answers in the server's words. */
export const BOOKING_TOASTS = {
  datesFailed: 'Failed to load available dates',
  timesFailed: 'Failed to load available times',
  slotTaken: BOOKING_MESSAGES.taken,
  submitFailed: BOOKING_MESSAGES.failed,
} as const;

export const TOAST_CONTAINER_ID = 'booking';

export interface ToastOptions {
  /**
   * The toast goes with the inline block of ways forward (a load failure: 'Try again', the phone
   * number) and carries the only statement of what failed, so it stays until the visitor retries
   * (dismissLoadFailures) or closes it.
   */
  withInlineActions?: boolean;
}

/** Shows an error toast in the wizard's container (one at a time per message). */
export function showToast(message: string, { withInlineActions = false }: ToastOptions = {}) {
  toast.error(message, {
    containerId: TOAST_CONTAINER_ID,
    toastId: message,
    ...(withInlineActions && { autoClose: false }),
  });
}

/** Closes the load-failure toasts once the wizard reads again. */
export function dismissLoadFailures() {
  for (const message of [BOOKING_TOASTS.datesFailed, BOOKING_TOASTS.timesFailed]) {
    toast.dismiss({ containerId: TOAST_CONTAINER_ID, id: message });
  }
}
