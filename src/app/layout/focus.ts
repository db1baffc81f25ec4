/** Moves focus to `element` without scrolling, making it focusable from script if it is not already. */
export function focusWithoutScroll(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
