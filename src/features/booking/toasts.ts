import { toast } from 'react-toastify';

/** The spec's toasts (§8), word for word. */
export const BOOKING_TOASTS = {
  datesFailed: 'Failed to load available dates',
  timesFailed: 'Failed to load available times',
  slotTaken: 'This time slot was just booked. Please select another time.',
  submitFailed: 'Failed to submit booking. Please try again.',
} as const;

export const TOAST_CONTAINER_ID = 'booking';

/** Shows an error toast in the wizard's container (one at a time per message). */
export function showToast(message: string) {
  toast.error(message, { containerId: TOAST_CONTAINER_ID, toastId: message });
}
