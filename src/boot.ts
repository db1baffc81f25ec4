/**
 * The one script a prerendered page names: scripts/prerender.ts writes the app's entry and the page's
 * chunks into its data attributes. The page paints without JavaScript (the app only hydrates it), so
 * the app's scripts are fetched once the page has loaded and painted: on a slow phone they never take
 * bandwidth from the fonts and the hero poster. The effect is measured in docs/performance.md.
 */
const boot = document.querySelector<HTMLScriptElement>('script[data-app]');

function loadApp({ dataset }: HTMLScriptElement) {
  for (const href of (dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ dataset.app!);
}

/**
 * Runs `task` once the loaded page's first contentful paint is reported. The paint entry arrives when
 * the frame is on screen: waiting two animation frames instead started the scripts before a slow phone
 * had rastered the home page's first frame, and Lighthouse then counted them towards the LCP.
 */
function afterLoadAndPaint(task: () => void) {
  const afterLoad = () => {
    // A hidden page paints nothing: it loads the app at once.
    if (document.hidden) return task();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return requestAnimationFrame(() => requestAnimationFrame(task));
    }
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      removeEventListener('visibilitychange', start);
      task();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page hidden before it painted gets no frames.
    addEventListener('visibilitychange', start);
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

if (boot) afterLoadAndPaint(() => loadApp(boot));
