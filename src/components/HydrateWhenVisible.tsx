import {
  DEFERRED_SECTION,
  hasEarlyTouch,
  REPLAY_ATTRIBUTE,
  replayTouch,
  takeEarlyTouches,
} from '../lib/earlyTouches/replay';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { elementAt, pathWithin } from './domPath';
import type { ServerHtmlState } from './serverHtmlState';

/** How far outside the viewport a deferred section starts loading its code. */
export const HYDRATE_MARGIN = '300px 0px';

const contents = { display: 'contents' } as const;
/** Keeps the server's HTML inside the element untouched (React neither hydrates nor replaces it). */
const serverHtml = { __html: '' };
const subscribeNever = () => () => {};

const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

export interface DeferredSectionOptions {
  /**
   * The id of the section's element. When the prerendered page is opened at it (a `/#cta` link) or shows it
   * within HYDRATE_MARGIN of the viewport, the section's code is requested as the page's own code runs, so that
   * it downloads while the page hydrates rather than after.
   */
  sectionId?: string;
  /** What else the section needs at once when it wakes that way (the chunk its own code would load next). */
  alongside?: () => Promise<unknown>;
}

/**
 * Calls `wake` if the prerendered page holds the section `id` and the visitor is there: at its fragment, or with
 * it near the viewport (reported by an observer, which forces no layout while the page's code starts).
 */
function wakeIfReached(id: string, wake: () => void) {
  const element = document.getElementById(id);
  if (!element?.closest(DEFERRED_SECTION)) return;
  if (decodeURIComponent(location.hash.slice(1)) === id) return wake();
  if (typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      observer.disconnect();
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: HYDRATE_MARGIN },
  );
  observer.observe(element);
}

/**
 * Wraps a below-the-fold section so that its code is not part of the page's first load.
 *
 * The prerender (React's `prerender`, which waits for lazy components) writes the section's full HTML.
 * When the browser hydrates the page, the section's element keeps that HTML as it is (visible,
 * readable, its links working) without React managing it, so navigations and context changes cannot
 * disturb it. When it comes within HYDRATE_MARGIN of the viewport, its chunk loads and React renders
 * the section in its place (the same markup, now interactive), with its running CSS animations where
 * the server HTML's were, and with the disclosures opened and the rows scrolled as the visitor left them.
 * A click on a control marked for replay (src/lib/earlyTouches) renders the section at once, wherever it
 * is, and the control's rendered twin gets the click once it works. Until then the wrapper carries
 * `data-hydrates-when-visible`. Mounted by a
 * client-side navigation instead, there is no server HTML: the section suspends like the page itself, so
 * the page appears whole once its chunks have loaded.
 */
export function hydrateWhenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { sectionId, alongside }: DeferredSectionOptions = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let takeOver: typeof import('./serverHtmlState') | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= Promise.all([load(), import('./serverHtmlState')]).then(([component, serverHtmlState]) => {
      loaded = component;
      takeOver = serverHtmlState;
      return component;
    }));
  const LazySection = lazy(async () => ({ default: await loadOnce() }));
  if (sectionId && typeof document !== 'undefined') {
    wakeIfReached(sectionId, () => {
      loadOnce().catch(() => {});
      alongside?.().catch(() => {});
    });
  }

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
    const renderedRef = useRef<HTMLDivElement>(null);
    // Where focus is inside the kept HTML, followed as it moves: a /#cta link focuses the booking landing
    // when its scroll ends, which can fall after the section's code arrived but before React swapped the
    // HTML. If the swap drops focus to the body, the rendered twin of that element gets it back.
    const focused = useRef<{ path: number[]; scriptFocusable: boolean } | null>(null);
    const serverState = useRef<ServerHtmlState | null>(null);
    const touchPaths = useRef<number[][]>([]);

    useEffect(() => {
      if (!keepServerHtml || visible) return;
      const follow = (element: Element | null) => {
        const path = ref.current ? pathWithin(ref.current, element) : null;
        focused.current = path ? { path, scriptFocusable: element?.getAttribute('tabindex') === '-1' } : null;
      };
      const onFocusIn = (event: FocusEvent) => follow(event.target as Element);
      // Focus left for nothing (the visitor clicked a blank spot): forget it. An element React removed
      // is no longer connected; that loss is the one to repair.
      const onFocusOut = (event: FocusEvent) => {
        const left = event.target as Element;
        queueMicrotask(() => {
          if (left.isConnected && focusIsLost()) follow(null);
        });
      };
      follow(document.activeElement);
      document.addEventListener('focusin', onFocusIn);
      document.addEventListener('focusout', onFocusOut);
      return () => {
        document.removeEventListener('focusin', onFocusIn);
        document.removeEventListener('focusout', onFocusOut);
      };
    }, [keepServerHtml, visible]);

    useEffect(() => {
      if (!keepServerHtml) return;
      const wrapper = ref.current;
      const kept = [...(wrapper?.children ?? [])];
      const show = () =>
        void loadOnce().then(() => {
          if (ref.current) {
            const server = ref.current;
            serverState.current = takeOver!.readServerHtmlState(server);
            touchPaths.current = takeEarlyTouches((control) => server.contains(control)).map((control) =>
              pathWithin(server, control)!,
            );
          }
          setVisible(true);
        });
      if (!wrapper || !kept.length || typeof IntersectionObserver === 'undefined' || hasEarlyTouch(wrapper)) {
        show();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          stop();
          show();
        },
        { rootMargin: HYDRATE_MARGIN },
      );
      const onTouch = (event: Event) => {
        if (!(event.target as Element).closest(`[${REPLAY_ATTRIBUTE}]`)) return;
        stop();
        show();
      };
      const stop = () => {
        observer.disconnect();
        wrapper.removeEventListener('click', onTouch);
      };
      for (const element of kept) observer.observe(element);
      wrapper.addEventListener('click', onTouch);
      return stop;
    }, [keepServerHtml]);

    useLayoutEffect(() => {
      if (!visible || !renderedRef.current || !serverState.current) return;
      takeOver!.takeOverServerHtmlState(renderedRef.current, serverState.current);
    }, [visible]);

    // After the section's own effects: its controls work now.
    useEffect(() => {
      const rendered = renderedRef.current;
      if (!visible || !rendered) return;
      const paths = touchPaths.current;
      touchPaths.current = [];
      for (const path of paths) replayTouch(elementAt(rendered, path));
    }, [visible]);

    useLayoutEffect(() => {
      const restore = focused.current;
      if (!visible || !restore || !renderedRef.current) return;
      focused.current = null;
      if (!focusIsLost()) return;
      // The focused element's twin, or, when the render has none (a placeholder's link that the section's
      // code replaces), its nearest ancestor that is there: focus stays in the section, not on the page.
      for (let depth = restore.path.length; depth > 0; depth--) {
        const element = elementAt(renderedRef.current, restore.path.slice(0, depth));
        if (!element) continue;
        const exact = depth === restore.path.length;
        if ((!exact || restore.scriptFocusable) && !element.hasAttribute('tabindex')) element.tabIndex = -1;
        element.focus({ preventScroll: true });
        if (document.activeElement === element) return;
      }
    }, [visible]);

    if (typeof window === 'undefined') {
      return (
        <div style={contents} data-hydrates-when-visible="">
          <Suspense fallback={null}>
            <LazySection {...props} />
          </Suspense>
        </div>
      );
    }
    if (keepServerHtml && !(visible && loaded)) {
      return (
        <div
          key="server"
          ref={ref}
          style={contents}
          data-hydrates-when-visible=""
          dangerouslySetInnerHTML={serverHtml}
          suppressHydrationWarning
        />
      );
    }
    const Section = loaded ?? LazySection;
    return (
      <div key="rendered" ref={renderedRef} style={contents}>
        <Section {...props} />
      </div>
    );
  }
  return WhenVisible;
}
