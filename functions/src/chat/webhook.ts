/**
 * The team's chat: a Slack-compatible incoming webhook (docs/functions.md, "Team notifications"). Its address
 * is a secret (whoever has it posts to the channel): it never appears in an error, a log or a stored state.
 * A post is one JSON request; anything but a 2xx answer is a failure, and nothing the server answered
 * travels further than this module.
 */

/** A Slack-compatible message: `text` is the notification and fallback, `blocks` its layout. */
export interface ChatMessage {
  text: string;
  blocks?: unknown[];
}

export interface TeamChat {
  post(message: ChatMessage): Promise<void>;
}

export class ChatDeliveryError extends Error {
  override name = 'ChatDeliveryError';
}

/** How long one post may take: a new lead's answer waits for it, so it is short; the sweep retries. */
export const CHAT_TIMEOUT_MS = 5000;

/** Host names that never name a public chat service. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/i;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why `address` cannot be the webhook, or undefined if it can. 'public' (deployed): https on the default
 * port to a named host (hooks.slack.com, or another Slack-compatible service's), no credentials, no IP
 * literal, no local name. 'local' (the emulator, tests): also http to a loopback address, for a local fake.
 */
export function webhookProblem(address: string, network: 'public' | 'local'): string | undefined {
  if (!URL.canParse(address)) return 'it is not a URL';
  const url = new URL(address);
  if (url.username || url.password) return 'it carries credentials';
  if (network === 'local' && url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return undefined;
  if (url.protocol !== 'https:') return 'it is not an https address';
  if (url.port !== '') return 'it names a port';
  const host = url.hostname;
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return 'it names an IP address, not a host';
  if (!host.includes('.') || LOCAL_NAME.test(host)) return 'it names a local host';
  return undefined;
}

/** Why a fetch failed, without its address: the code of its cause (ECONNREFUSED, ENOTFOUND…) or its name. */
function failureOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

/** Posts to the webhook at `url` (checked by the caller), giving up after `timeoutMs`; redirects are refused. */
export function createWebhookChat(url: string, timeoutMs = CHAT_TIMEOUT_MS): TeamChat {
  return {
    async post(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(message),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new ChatDeliveryError(
          timedOut
            ? `chat webhook did not answer within ${timeoutMs} ms`
            : `chat webhook could not be reached (${failureOf(error)})`,
        );
      }
      await response.body?.cancel();
      if (!response.ok) throw new ChatDeliveryError(`chat webhook answered HTTP ${response.status}`);
    },
  };
}

/** A webhook that cannot be used (its address was refused): every post fails with `cause`, so the failure shows. */
export function unavailableChat(cause: string): TeamChat {
  return { post: () => Promise.reject(new ChatDeliveryError(cause)) };
}
