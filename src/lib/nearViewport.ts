/**
 * Calls `onNear` once, when `element` comes within `rootMargin` of the viewport (used to load a
 * section's code or data just before the visitor reaches it). Returns the cleanup, or null when the
 * browser has no IntersectionObserver (the caller decides what to do then).
 */
export function whenNearViewport(element: Element, rootMargin: string, onNear: () => void): (() => void) | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
