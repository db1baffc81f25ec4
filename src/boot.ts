/**
 * The one script a prerendered page names: scripts/prerender.ts writes the app's entry and the page's
 * chunks into its data attributes. The page paints without JavaScript (the app only hydrates it), so
 * the app's scripts are fetched once the page has painted: on a slow phone they never take bandwidth from
 * what the first paint needs (the HTML with its inline styles). They do not wait for the load event, which
 * on a phone comes seconds later. The effect is measured in docs/performance.md. A touch on a
 * control that waits for the app (src/lib/earlyTouches) fetches it at once: the visitor is waiting.
 */
const boot = document.querySelector<HTMLScriptElement>('script[data-app]');

/**
 * Hands styled-components the record of the rules the prerendered page's <style> already holds
 * (scripts/prerender.ts `splitServerStyles`): it reads `style[data-styled]` elements when it starts. Without
 * the record (a failed request) the app still works, and styled-components adds the page's rules again.
 */
async function handOverStylesRecord({ styles: href, stylesVersion }: DOMStringMap) {
  if (!href || !stylesVersion) return;
  try {
    const response = await fetch(href);
    if (!response.ok) return;
    const record = document.createElement('style');
    record.dataset.styled = 'true';
    record.dataset.styledVersion = stylesVersion;
    record.textContent = await response.text();
    document.head.append(record);
  } catch {
    // Offline or blocked: see above.
  }
}

function loadApp({ dataset }: HTMLScriptElement) {
  // The entry too, so that it downloads while the styles record is fetched rather than after it.
  for (const href of [dataset.app!, ...(dataset.preload ?? '').split(' ').filter(Boolean)]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void handOverStylesRecord(dataset).then(() => import(/* @vite-ignore */ dataset.app!));
}

/**
 * Runs `task` when the page's first contentful paint is reported (perhaps more than once: the caller's `task`
 * does its work once). The paint entry arrives when the frame is on
 * screen: waiting two animation frames instead started the scripts before a slow phone had rastered the home
 * page's first frame, and Lighthouse then counted them towards the LCP. The load event, which can come before
 * the paint on a loaded machine, does not count, except on a page opened at a fragment (`/#cta`, a link to the
 * booking section): Firefox reports no paint there at all (docs/testing.md, "What differs by engine"), so the
 * load event is the latest the app waits for.
 */
function afterFirstPaint(task: () => void) {
  // A hidden page paints nothing, and a browser without paint timing reports no paint: both load the app
  // at once. (A page hidden before its first paint paints, and loads the app, when shown.)
  if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return task();
  if (document.readyState === 'complete') return task();
  // Both may fire: `task` runs once (see `start` below). The observer sees nothing after the first paints.
  if (location.hash) window.addEventListener('load', task);
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) task();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * Runs `task` at the first touch on a control that waits for the app, or at once if one came before. The
 * page's inline script, whose listener runs first, records such touches (src/lib/earlyTouches/capture.ts).
 */
function onFirstTouch(task: () => void) {
  const touched = () => !!window.__earlyTouches?.length;
  if (touched()) return task();
  const onClick = () => {
    if (!touched()) return;
    document.removeEventListener('click', onClick, true);
    task();
  };
  document.addEventListener('click', onClick, true);
}

if (boot) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    loadApp(boot);
  };
  onFirstTouch(start);
  afterFirstPaint(start);
}
