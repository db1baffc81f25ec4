/**
 * The chat webhook's client against a local fake webhook (tests/functions/fakeChatWebhook.ts): what it posts,
 * how it fails (never naming the secret address), which addresses it accepts, and the escaping that keeps a
 * visitor's text plain in the channel.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatWebhook, type FakeChatWebhook } from '../../../tests/functions/fakeChatWebhook.js';
import { chatLink, chatSafe } from './message.js';
import { ChatDeliveryError, createWebhookChat, webhookProblem } from './webhook.js';

let fake: FakeChatWebhook;
beforeAll(async () => {
  fake = await startFakeChatWebhook();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.posts.length = 0;
  fake.answer({ status: 200 });
});

describe('posting', () => {
  it('posts the message as JSON', async () => {
    await createWebhookChat(fake.url).post({ text: 'New contact inquiry from Ada' });
    expect(fake.posts).toEqual([{ text: 'New contact inquiry from Ada' }]);
  });

  it('fails on an HTTP error, naming the status and never the address', async () => {
    fake.answer({ status: 500 });
    const failure = createWebhookChat(fake.url).post({ text: 'x' });
    await expect(failure).rejects.toThrow(new ChatDeliveryError('chat webhook answered HTTP 500'));
  });

  it('gives up on a webhook that never answers', async () => {
    fake.answer('hang');
    const failure = createWebhookChat(fake.url, 200).post({ text: 'x' });
    await expect(failure).rejects.toThrow(new ChatDeliveryError('chat webhook did not answer within 200 ms'));
    expect(fake.posts).toHaveLength(1);
  });

  it('fails on a webhook that cannot be reached, without its address', async () => {
    const gone = await startFakeChatWebhook();
    await gone.close();
    const error = await createWebhookChat(gone.url)
      .post({ text: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatDeliveryError);
    expect((error as Error).message).toBe('chat webhook could not be reached (ECONNREFUSED)');
  });
});

describe('the addresses it accepts', () => {
  it.each([
    ['https://hooks.slack.com/services/T0/B0/secret', 'public', undefined],
    ['https://chat.agency.ca/hooks/abc', 'public', undefined],
    ['http://hooks.slack.com/services/T0/B0/secret', 'public', 'it is not an https address'],
    ['http://127.0.0.1:4000/hook', 'public', 'it is not an https address'],
    ['https://127.0.0.1/hook', 'public', 'it names an IP address, not a host'],
    ['https://[::1]/hook', 'public', 'it names an IP address, not a host'],
    ['https://169.254.169.254/computeMetadata', 'public', 'it names an IP address, not a host'],
    ['https://metadata.google.internal/x', 'public', 'it names a local host'],
    ['https://localhost/hook', 'public', 'it names a local host'],
    ['https://hooks.slack.com:8443/services/x', 'public', 'it names a port'],
    ['https://user:pass@hooks.slack.com/services/x', 'public', 'it carries credentials'],
    ['hooks.slack.com/services/x', 'public', 'it is not a URL'],
    ['http://127.0.0.1:4000/hook', 'local', undefined],
    ['http://10.0.0.5/hook', 'local', 'it is not an https address'],
  ] as const)('%s (%s): %s', (address, network, problem) => {
    expect(webhookProblem(address, network)).toBe(problem);
  });
});

describe('text from a visitor', () => {
  it.each([
    ['<!channel> pay here', '&lt;!channel&gt; pay here'],
    ['<!here|here> <@U024BE7LH>', '&lt;!here|here&gt; &lt;@\u200BU024BE7LH&gt;'],
    ['<https://evil.example|Click to verify>', '&lt;https://evil.example|Click to verify&gt;'],
    ['Tom &amp; Jerry & Co', 'Tom &amp;amp; Jerry &amp; Co'],
    ['@channel @here hi', '@\u200Bchannel @\u200Bhere hi'],
    ['Ada\n*Urgent*: wire money\r\n<!everyone>', 'Ada *Urgent*: wire money &lt;!everyone&gt;'],
  ])('%j reads as plain text', (hostile, safe) => {
    expect(chatSafe(hostile)).toBe(safe);
  });

  it('is cut short', () => {
    expect(chatSafe('a'.repeat(500))).toHaveLength(80);
  });

  it('makes a link whose address cannot end it early', () => {
    expect(chatLink('https://lakeforge.ca/staff/leads', 'Open the leads')).toBe(
      '<https://lakeforge.ca/staff/leads|Open the leads>',
    );
    expect(chatLink('https://x.ca/a|b>c', '<b>')).toBe('<https://x.ca/a%7Cb%3Ec|&lt;b&gt;>');
  });
});
