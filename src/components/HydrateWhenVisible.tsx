import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';

/** How far outside the viewport a deferred section starts loading its code. */
export const HYDRATE_MARGIN = '300px 0px';

const contents = { display: 'contents' } as const;
/** Keeps the server's HTML inside the element untouched (React neither hydrates nor replaces it). */
const serverHtml = { __html: '' };
const subscribeNever = () => () => {};

/**
 * Wraps a below-the-fold section so that its code is not part of the page's first load.
 *
 * The prerender (React's `prerender`, which waits for lazy components) writes the section's full HTML.
 * When the browser hydrates the page, the section's element keeps that HTML as it is (visible,
 * readable, its links working) without React managing it, so navigations and context changes cannot
 * disturb it. When it comes within HYDRATE_MARGIN of the viewport, its chunk loads and React renders
 * the section in its place (the same markup, now interactive). Mounted by a client-side navigation
 * instead, there is no server HTML: the section suspends like the page itself, so the page appears
 * whole once its chunks have loaded.
 */
export function hydrateWhenVisible<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const LazySection = lazy(async () => ({ default: await loadOnce() }));

  function WhenVisible(props: P) {
    // True while React hydrates the prerendered page (its server snapshot), false in a client render.
    const hydrating = useSyncExternalStore(
      subscribeNever,
      () => false,
      () => true,
    );
    const [keepServerHtml] = useState(hydrating);
    const [visible, setVisible] = useState(false);
    const ref = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (!keepServerHtml) return;
      const kept = [...(ref.current?.children ?? [])];
      const show = () => void loadOnce().then(() => setVisible(true));
      if (!kept.length || typeof IntersectionObserver === 'undefined') {
        show();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          show();
        },
        { rootMargin: HYDRATE_MARGIN },
      );
      for (const element of kept) observer.observe(element);
      return () => observer.disconnect();
    }, [keepServerHtml]);

    if (typeof window === 'undefined') {
      return (
        <div style={contents}>
          <Suspense fallback={null}>
            <LazySection {...props} />
          </Suspense>
        </div>
      );
    }
    if (keepServerHtml && !(visible && loaded)) {
      return (
        <div key="server" ref={ref} style={contents} dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning />
      );
    }
    const Section = loaded ?? LazySection;
    return (
      <div key="rendered" style={contents}>
        <Section {...props} />
      </div>
    );
  }
  return WhenVisible;
}
