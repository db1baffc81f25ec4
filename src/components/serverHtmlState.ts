import { elementAt, pathWithin } from './domPath';

/** A CSS animation's place: its start time while it plays, its current time while it is paused. */
interface AnimationPlace {
  name: string;
  startTime: CSSNumberish | null;
  currentTime: CSSNumberish | null;
}

const animationsIn = (root: Element) =>
  (root.getAnimations?.({ subtree: true }) ?? []).filter((animation) => animation instanceof CSSAnimation);

function animationPlaces(root: Element): AnimationPlace[] {
  return animationsIn(root).map(({ animationName, startTime, currentTime }) => ({
    name: animationName,
    startTime,
    currentTime,
  }));
}

/** Puts the rendered section's animations where the server HTML's were, so that a moving strip does not jump. */
function resumeAnimations(root: Element, places: AnimationPlace[]) {
  animationsIn(root).forEach((animation, index) => {
    const place = places[index];
    if (place?.name !== animation.animationName) return;
    if (place.startTime !== null) animation.startTime = place.startTime;
    else animation.currentTime = place.currentTime;
  });
}

/**
 * What the visitor changed natively in the server HTML and React's render would not repeat: the open
 * disclosures (a testimonial's 'Read more') and the scrolled rows (the carousel), by document order.
 */
interface NativeState {
  openDetails: boolean[];
  scrolled: { path: number[]; left: number }[];
}

function nativeStateOf(root: Element): NativeState {
  return {
    openDetails: [...root.querySelectorAll('details')].map((details) => details.open),
    scrolled: [...root.querySelectorAll('*')]
      .filter((element) => element.scrollLeft > 0)
      .map((element) => ({ path: pathWithin(root, element)!, left: element.scrollLeft })),
  };
}

function restoreNativeState(root: Element, { openDetails, scrolled }: NativeState) {
  root.querySelectorAll('details').forEach((details, index) => {
    if (openDetails[index]) details.open = true;
  });
  for (const { path, left } of scrolled) elementAt(root, path)?.scrollTo({ left, behavior: 'instant' });
}

/** What a deferred section's server HTML holds that its first render must take over. */
export interface ServerHtmlState {
  animations: AnimationPlace[];
  native: NativeState;
}

/**
 * Read from the server HTML just before the section's render replaces it. Loaded with the section's own
 * code (hydrateWhenVisible), not with the page: only a page that reaches a deferred section needs it.
 */
export function readServerHtmlState(server: Element): ServerHtmlState {
  return { animations: animationPlaces(server), native: nativeStateOf(server) };
}

/** Applies what `readServerHtmlState` read to the section's first render, before it is painted. */
export function takeOverServerHtmlState(rendered: Element, { animations, native }: ServerHtmlState) {
  resumeAnimations(rendered, animations);
  restoreNativeState(rendered, native);
}
