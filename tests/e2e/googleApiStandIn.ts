/**
 * A local stand-in for Google's script loader (https://apis.google.com/js/api.js), which the offline machine
 * cannot reach. Firebase Auth's popup and redirect sign-in load it, and so does the Auth emulator's relay frame
 * (http://127.0.0.1:9099/emulator/auth/iframe): the page talks to that frame, and the frame hands the page the
 * account chosen in the emulator's sign-in popup, through `gapi.iframes`. The stand-in implements only the part
 * of `gapi.iframes` the two use (open a frame, ping it, register a handler, send to a handler and get the
 * answers), over postMessage. The chooser's assets from public CDNs get empty answers. Everything else in the
 * sign-in is real: the Firebase SDK, the emulator's account chooser and relay frame, and the headers the local
 * stack serves /staff with.
 */
import type { BrowserContext } from '@playwright/test';

/** Runs in the page and in the emulator's relay frame, as Google's loader does; serialised, so self-contained. */
function googleApiStandIn() {
  const PROTOCOL = 'lakeforge-gapi-stand-in';
  type Handler = (data: unknown) => unknown;
  type Callback = (responses: unknown[]) => void;
  interface Message {
    protocol: string;
    kind: 'ready' | 'call' | 'reply';
    id?: number;
    name?: string;
    data?: unknown;
    responses?: unknown[];
  }

  /** One side of the conversation between a window and one peer window (the frame, or its parent). */
  function channel(peer: () => Window | null) {
    const handlers = new Map<string, Handler>();
    // Calls that arrive before their handler is registered wait for it, as with Google's library.
    const waiting = new Map<string, Message[]>();
    const callbacks = new Map<number, Callback>();
    let nextId = 0;
    let markReady!: () => void;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const post = (message: Omit<Message, 'protocol'>) => peer()?.postMessage({ protocol: PROTOCOL, ...message }, '*');
    const answer = (call: Message) => {
      const handler = handlers.get(call.name!)!;
      post({ kind: 'reply', id: call.id, responses: [handler(call.data)] });
    };
    window.addEventListener('message', (event: MessageEvent<Message>) => {
      if (event.source !== peer() || event.data?.protocol !== PROTOCOL) return;
      const message = event.data;
      if (message.kind === 'ready') markReady();
      else if (message.kind === 'call') {
        if (handlers.has(message.name!)) answer(message);
        else waiting.set(message.name!, [...(waiting.get(message.name!) ?? []), message]);
      } else {
        const callback = callbacks.get(message.id!);
        callbacks.delete(message.id!);
        // Google's library keeps a callback's exception to the callback (Firebase's throws by design).
        try {
          callback?.(message.responses ?? []);
        } catch {
          // as above
        }
      }
    });
    return {
      ready,
      announce: () => post({ kind: 'ready' }),
      register(name: string, handler: Handler) {
        handlers.set(name, handler);
        for (const call of waiting.get(name) ?? []) answer(call);
        waiting.delete(name);
      },
      send(name: string, data: unknown, callback?: Callback) {
        const id = ++nextId;
        if (callback) callbacks.set(id, callback);
        post({ kind: 'call', id, name, data });
      },
    };
  }

  interface OpenOptions {
    where: HTMLElement;
    url: string;
    attributes?: { style?: Record<string, string>; [name: string]: unknown };
  }
  type Frame = ReturnType<typeof channel> & {
    restyle(): Promise<void>;
    ping(callback: () => void): Promise<void>;
  };

  const context = {
    /** In the page: adds the frame and answers `onOpen`'s promise, as Google's `open` does. */
    open(options: OpenOptions, onOpen: (frame: Frame) => Promise<Frame>) {
      const element = document.createElement('iframe');
      const { style = {}, ...attributes } = options.attributes ?? {};
      Object.assign(element.style, style);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
      element.src = options.url;
      options.where.appendChild(element);
      const toFrame = channel(() => element.contentWindow);
      const frame: Frame = {
        ...toFrame,
        restyle: () => Promise.resolve(),
        ping: (callback) => toFrame.ready.then(callback),
      };
      return onOpen(frame);
    },
    /** In the frame: its parent, told that the frame is listening. */
    getParentIframe() {
      const toParent = channel(() => window.parent);
      toParent.announce();
      return toParent;
    },
  };

  const gapi = {
    load(_module: string, options: { callback: () => void }) {
      queueMicrotask(options.callback);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: () => true, Iframe: function Iframe() {} },
  };
  const global = window as unknown as Record<string, unknown>;
  global.gapi = gapi;
  // The loader calls back as its address asks (`?onload=`), or `gapi_onload` (the emulator's frame).
  const onload = new URL((document.currentScript as HTMLScriptElement).src).searchParams.get('onload');
  for (const name of [onload, 'gapi_onload']) {
    const callback = name ? global[name] : undefined;
    if (typeof callback === 'function') (callback as () => void)();
  }
}

/**
 * Answers, in every page of `context`, each request for Google's script loader with the stand-in, and the
 * emulator's account chooser's styles, icon font and script from public CDNs with nothing (the chooser works
 * without them, unstyled).
 */
export async function serveGoogleStandIns(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js(\?.*)?$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${googleApiStandIn.toString()})();` }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({
      contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css',
      body: '',
    }),
  );
}
