/**
 * The home page's testimonials in WebKit and Firefox: the carousel (scroll snapping, the arrows, the page it says
 * it shows, which follows `scrollend`) and 'Read more' (exclusive `<details name>`, CSS `:has`). What
 * tests/e2e/home.spec.ts checks in Chromium.
 */
import type { Visitor } from './browsers';
import { expect, test } from './fixtures';

const carousel = '[aria-label="Client testimonials"]';
const summaryOf = (card: number) => `${carousel} [data-card]:nth-child(${card}) summary`;
const right = `${carousel} button[aria-label="Scroll testimonials right"]`;
const left = `${carousel} button[aria-label="Scroll testimonials left"]`;

/** What the visitor sees of the carousel: the page it announces, which cards are wholly in view, which quotes are open. */
function carouselState() {
  const group = document.querySelector('[aria-label="Client testimonials"]')!;
  const cards = [...group.querySelectorAll('[data-card]')];
  return {
    page: document.querySelector('[data-testid="carousel-page"]')?.textContent,
    inView: cards.map((card) => {
      const box = card.getBoundingClientRect();
      return box.left >= -1 && box.right <= innerWidth + 1;
    }),
    // Which cards show their whole quote (the collapsed text is hidden by CSS once the disclosure opens).
    expanded: cards.map((card) => {
      const whole = card.querySelector('p.when-expanded');
      return whole !== null && getComputedStyle(whole).display !== 'none';
    }),
  };
}

/** Scrolls to the testimonials, as a visitor reading down the page does, until their code has run and they rest. */
async function showCarousel(visitor: Visitor) {
  await visitor.goto('/');
  await visitor.waitForHydration();
  await visitor.evaluate(() => document.querySelector('[aria-label="Client testimonials"]')!.scrollIntoView());
  await visitor.until('the testimonials to hydrate and come to rest', () => {
    const group = document.querySelector('[aria-label="Client testimonials"]')!;
    if (group.closest('[data-hydrates-when-visible]')) return false;
    for (let node: Element | null = group; node; node = node.parentElement) {
      if (getComputedStyle(node).transform !== 'none' || node.getAnimations().length > 0) return false;
    }
    return true;
  });
}

const expectState = (visitor: Visitor, page: string, inView: boolean[], expanded = [false, false, false]) =>
  expect.poll(() => visitor.evaluate(carouselState), { timeout: 10_000 }).toEqual({ page, inView, expanded });

test(
  'on a phone the arrows move one card a page and wrap both ways; one quote at a time opens with Read more',
  { tag: ['@webkit-phone', '@firefox-phone'] },
  async ({ visitor }) => {
    await showCarousel(visitor);
    await expectState(visitor, 'Page 1 of 3', [true, false, false]);

    await visitor.click(right);
    await expectState(visitor, 'Page 2 of 3', [false, true, false]);
    await visitor.click(right);
    await expectState(visitor, 'Page 3 of 3', [false, false, true]);
    await visitor.click(right);
    await expectState(visitor, 'Page 1 of 3', [true, false, false]);
    await visitor.click(left);
    await expectState(visitor, 'Page 3 of 3', [false, false, true]);
    await visitor.click(right);
    await expectState(visitor, 'Page 1 of 3', [true, false, false]);

    await visitor.click(summaryOf(1));
    await expectState(visitor, 'Page 1 of 3', [true, false, false], [true, false, false]);
    await visitor.click(right);
    await expectState(visitor, 'Page 2 of 3', [false, true, false], [true, false, false]);
    await visitor.click(summaryOf(2));
    // The disclosures share a name: opening the second closed the first.
    await expectState(visitor, 'Page 2 of 3', [false, true, false], [false, true, false]);
    await visitor.click(summaryOf(2));
    await expectState(visitor, 'Page 2 of 3', [false, true, false]);
  },
);

test(
  'on a desktop the three cards are in view with the arrows disabled; one quote at a time opens with Read more',
  { tag: ['@webkit-desktop', '@firefox-desktop'] },
  async ({ visitor }) => {
    await showCarousel(visitor);
    await expectState(visitor, 'Page 1 of 1', [true, true, true]);
    expect(
      await visitor.evaluate(() =>
        [...document.querySelectorAll('[aria-label="Client testimonials"] button[aria-label^="Scroll"]')].map(
          (button) => (button as HTMLButtonElement).disabled,
        ),
      ),
    ).toEqual([true, true]);

    await visitor.click(summaryOf(1));
    await expectState(visitor, 'Page 1 of 1', [true, true, true], [true, false, false]);
    await visitor.click(summaryOf(2));
    await expectState(visitor, 'Page 1 of 1', [true, true, true], [false, true, false]);
    await visitor.click(summaryOf(2));
    await expectState(visitor, 'Page 1 of 1', [true, true, true]);
  },
);

test(
  'on a phone an arrow tapped before the app arrives shows it was received, then moves one page once the code runs',
  { tag: '@webkit-phone' },
  async ({ visitor, heldScripts }) => {
    // The page painted, its code held back (tests/e2e/first-touch-controls.spec.ts is the same journey in Chromium).
    await visitor.goto('/', heldScripts.baseURL);
    await heldScripts.requested;
    await visitor.click(right);
    // Recorded by the page's inline script and shown as pressed: nothing else can move the carousel yet.
    await visitor.until(
      'the tap to show it was received',
      (arrow) => !!document.querySelector(arrow)?.matches('[data-replay-pending]'),
      right,
    );
    await expectState(visitor, 'Page 1 of 3', [true, false, false]);
    expect(await visitor.evaluate(() => document.documentElement.hasAttribute('data-app-live')), 'the app ran').toBe(
      false,
    );

    heldScripts.release();
    await expectState(visitor, 'Page 2 of 3', [false, true, false]);
    expect(
      await visitor.evaluate((arrow) => document.querySelector(arrow)?.hasAttribute('data-replay-pending'), right),
    ).toBe(false);
  },
);
