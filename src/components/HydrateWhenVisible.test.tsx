import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyTouches } from '../lib/earlyTouches/capture';
import { hydrateWhenVisible } from './HydrateWhenVisible';

function BookingSection() {
  return (
    <section>
      <h2 tabIndex={-1}>Book a call</h2>
      <a href="#details">Details</a>
    </section>
  );
}

// What the prerender writes for it (the wrapper keeps the server's HTML until the code arrives).
const serverHtml =
  '<div style="display:contents"><section><h2 tabindex="-1">Book a call</h2><a href="#details">Details</a></section></div>';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/**
 * Hydrates a prerendered deferred section whose code arrives when `arrive` is called. `code` settles once all
 * of it has: the section's chunk and the take-over of the server HTML's state, loaded beside it.
 */
async function hydrateDeferred() {
  let arrive!: () => void;
  const chunk = new Promise<typeof BookingSection>((resolve) => (arrive = () => resolve(BookingSection)));
  const Deferred = hydrateWhenVisible(() => chunk);
  const code = chunk.then(async () => void (await vi.dynamicImportSettled()));
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  const outside = document.createElement('button');
  document.body.append(outside, container);
  await act(async () => {
    root = hydrateRoot(container, <Deferred />);
  });
  const serverHeading = container.querySelector('h2')!;
  return { container, code, arrive, outside, serverHeading };
}

describe('hydrateWhenVisible', () => {
  it('keeps focus on the heading when it was focused after the code arrived but before React swapped the HTML', async () => {
    const { container, code, arrive, serverHeading } = await hydrateDeferred();
    await act(async () => {
      arrive();
      await code;
      // The section has its code and asked React to render it; the swap has not been committed yet.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      serverHeading.focus();
    });
    const heading = container.querySelector('h2')!;
    expect(heading).not.toBe(serverHeading);
    expect(document.activeElement).toBe(heading);
  });

  it('keeps focus on the element focused in the server HTML before the code arrived', async () => {
    const { container, arrive, code, serverHeading } = await hydrateDeferred();
    serverHeading.focus();
    await act(async () => {
      arrive();
      await code;
    });
    expect(document.activeElement).toBe(container.querySelector('h2'));
  });

  it("keeps focus in the section when the focused element has no twin in the render (a placeholder's link)", async () => {
    const { container, arrive, code } = await hydrateDeferred();
    const placeholderLink = document.createElement('a');
    placeholderLink.href = 'tel:+19055550142';
    container.querySelector('section')!.append(placeholderLink);
    placeholderLink.focus();
    await act(async () => {
      arrive();
      await code;
    });
    expect(placeholderLink.isConnected).toBe(false);
    expect(document.activeElement).toBe(container.querySelector('section'));
  });

  it('leaves focus alone when it moved out of the section before the swap', async () => {
    const { arrive, code, outside, serverHeading } = await hydrateDeferred();
    serverHeading.focus();
    outside.focus();
    await act(async () => {
      arrive();
      await code;
    });
    expect(document.activeElement).toBe(outside);
  });

  it('does not bring focus back once the visitor let it go', async () => {
    const { arrive, code, serverHeading } = await hydrateDeferred();
    serverHeading.focus();
    serverHeading.blur();
    await act(async () => {
      arrive();
      await code;
    });
    expect(document.activeElement).toBe(document.body);
  });
});

function Strip() {
  const [pauses, setPauses] = useState(0);
  return (
    <section>
      <details name="quote">
        <summary>Read more</summary>
      </details>
      <button type="button" data-replay="" onClick={() => setPauses((count) => count + 1)}>
        Paused {pauses} times
      </button>
    </section>
  );
}

describe('hydrateWhenVisible and the touches before its code', () => {
  const stripHtml =
    '<div style="display:contents" data-hydrates-when-visible=""><section><details name="quote"><summary>Read more</summary></details>' +
    '<button type="button" data-replay="">Paused 0 times</button></section></div>';

  it("renders the section at a touch, replays the touch once on the control's twin and keeps what the visitor opened", async () => {
    captureEarlyTouches();
    let arrive!: () => void;
    const code = new Promise<typeof Strip>((resolve) => (arrive = () => resolve(Strip)));
    const Deferred = hydrateWhenVisible(() => code);
    const container = document.createElement('div');
    container.innerHTML = stripHtml;
    document.body.append(container);
    container.querySelector('details')!.open = true;
    const serverButton = container.querySelector('button')!;
    serverButton.click();
    expect(serverButton).toHaveAttribute('data-replay-pending');

    document.documentElement.setAttribute('data-app-live', ''); // as src/main.tsx does
    await act(async () => {
      root = hydrateRoot(container, <Deferred />);
    });
    await act(async () => {
      arrive();
      await code;
    });
    const button = container.querySelector('button')!;
    expect(button).not.toBe(serverButton);
    expect(button).toHaveTextContent('Paused 1 times');
    expect(button).not.toHaveAttribute('data-replay-pending');
    expect(container.querySelector('details')!.open).toBe(true);
    expect(window.__earlyTouches).toEqual([]);
    document.documentElement.removeAttribute('data-app-live');
  });
});

describe('hydrateWhenVisible with the section a link opens', () => {
  const sectionHtml =
    '<div style="display:contents" data-hydrates-when-visible=""><section id="cta"><h2>Book a call</h2></section></div>';

  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  function prerenderedPage() {
    document.body.innerHTML = `<main>${sectionHtml}</main>`;
  }

  const never = () => new Promise<never>(() => {});

  it("requests the section's code and what it loads next as the page's code runs, when the page is opened at it", () => {
    prerenderedPage();
    history.replaceState(null, '', '/#cta');
    const load = vi.fn(never);
    const alongside = vi.fn(never);
    hydrateWhenVisible(load, { sectionId: 'cta', alongside });
    expect(load).toHaveBeenCalledTimes(1);
    expect(alongside).toHaveBeenCalledTimes(1);
  });

  it('waits for the section to be reached when the page is opened elsewhere or the section is not in its HTML', () => {
    prerenderedPage();
    const load = vi.fn(never);
    const alongside = vi.fn(never);
    hydrateWhenVisible(load, { sectionId: 'cta', alongside });
    document.body.innerHTML = '<main></main>';
    history.replaceState(null, '', '/#cta');
    hydrateWhenVisible(load, { sectionId: 'cta', alongside });
    expect(load).not.toHaveBeenCalled();
    expect(alongside).not.toHaveBeenCalled();
  });
});
