/**
 * Slack's message text from what a visitor typed. Slack reads `<…>` as links and mentions (`<!channel>`,
 * `<@U123>`, `<https://x|y>`) and `&` as the start of an entity, so those three are escaped as Slack asks;
 * `@channel`-style words, which some Slack-compatible services (Mattermost, Rocket.Chat) turn into mentions,
 * get a zero-width space after their `@`; line breaks and other controls become spaces, so a name stays on
 * its line, and the text is cut short. Whatever a visitor sends, it reads as plain text in the channel.
 */
import { headerSafe } from '../lib/text.js';

const SLACK_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function chatSafe(value: string, max = 80): string {
  return headerSafe(value, max)
    .replace(/[&<>]/g, (character) => SLACK_ENTITIES[character]!)
    .replace(/@(?=\w)/g, '@\u200B');
}

/** A link Slack shows as `label` (both ours, never a visitor's: the address is only escaped for its syntax). */
export function chatLink(url: string, label: string): string {
  return `<${url.replace(/[<>|]/g, encodeURIComponent)}|${chatSafe(label)}>`;
}
