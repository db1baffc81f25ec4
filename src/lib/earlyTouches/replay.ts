import { PENDING_ATTRIBUTE } from './capture';

export { DEFERRED_SECTION, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE } from './capture';

/**
 * Removes from the page's record the early touches that `owns` claims and returns them, oldest first:
 * each touch is taken, and so replayed, once.
 */
export function takeEarlyTouches(owns: (control: Element) => boolean): Element[] {
  const touches = window.__earlyTouches;
  if (!touches) return [];
  const taken = touches.filter(owns);
  // In place: the capture script keeps adding to this same list.
  for (const control of taken) touches.splice(touches.indexOf(control), 1);
  return taken;
}

/** Whether a touch inside `section` waits for its code. */
export function hasEarlyTouch(section: Element): boolean {
  return (window.__earlyTouches ?? []).some((control) => section.contains(control));
}

/** Clicks `control` for the visitor, now that its code runs; a control no longer on the page is skipped. */
export function replayTouch(control: Element | null) {
  if (!(control instanceof HTMLElement) || !control.isConnected) return;
  control.removeAttribute(PENDING_ATTRIBUTE);
  control.click();
}
