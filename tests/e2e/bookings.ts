/** What the e2e specs that book share: booking a free time through the booking API, as the wizard does. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export function shuffled<T>(items: T[]): T[] {
  return items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/**
 * Books the first of `starts` (at most ten tried) that is still free, as the wizard does (POST
 * /api/sendBookingEmail), skipping times others took first; its start, ISO.
 */
export async function bookFirstFree(
  request: APIRequestContext,
  starts: Date[],
  visitor: { name: string; email: string },
): Promise<string> {
  for (const start of starts.slice(0, 10)) {
    const response = await request.post('/api/sendBookingEmail', {
      data: {
        ...visitor,
        datetime: start.toISOString(),
        purpose: 'Website Development',
        attemptId: randomUUID(),
        fillMs: 5000,
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(200);
    return start.toISOString();
  }
  throw new Error('No free time to book');
}
