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

/** Runs `task` two frames after the load event: the first frame paints the loaded page. */
function afterLoadAndPaint(task: () => void) {
  // A hidden page paints nothing (and gets no frames): it loads the app at once.
  const afterPaint = () => (document.hidden ? task() : requestAnimationFrame(() => requestAnimationFrame(task)));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}

if (boot) afterLoadAndPaint(() => loadApp(boot));
