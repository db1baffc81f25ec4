import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureEarlyTouches } from './capture';
import { replayTouch, takeEarlyTouches } from './replay';

const html = document.documentElement;

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" data-replay id="video">Pause</button>
    <a href="#top" id="link">Top</a>
    <div data-hydrates-when-visible style="display:contents">
      <button type="button" data-replay id="arrow"><svg><path /></svg></button>
      <button type="button" id="plain">Plain</button>
    </div>`;
  captureEarlyTouches();
});

afterEach(() => html.removeAttribute('data-app-live'));

const byId = (id: string) => document.getElementById(id)!;

describe('the early touches script', () => {
  it('records a click on a marked control and shows it as pressed', () => {
    byId('arrow')
      .querySelector('path')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.__earlyTouches).toEqual([byId('arrow')]);
    expect(byId('arrow')).toHaveAttribute('data-replay-pending');
  });

  it('leaves links and unmarked controls to themselves', () => {
    byId('link').click();
    byId('plain').click();
    expect(window.__earlyTouches).toEqual([]);
  });

  it('once the app runs, records only the controls of sections whose code is still to come', () => {
    html.setAttribute('data-app-live', '');
    byId('video').click();
    byId('arrow').click();
    expect(window.__earlyTouches).toEqual([byId('arrow')]);
  });
});

describe('replaying', () => {
  it('hands each touch to one owner, once, and keeps recording into the same list', () => {
    byId('video').click();
    byId('arrow').click();
    const inSection = (control: Element) => !!control.closest('[data-hydrates-when-visible]');
    expect(takeEarlyTouches(inSection)).toEqual([byId('arrow')]);
    expect(takeEarlyTouches(inSection)).toEqual([]);
    byId('arrow').click();
    expect(takeEarlyTouches(inSection)).toEqual([byId('arrow')]);
    expect(takeEarlyTouches(() => true)).toEqual([byId('video')]);
  });

  it('clicks the control once and clears its pressed state; a control gone from the page gets nothing', () => {
    html.setAttribute('data-app-live', '');
    const video = byId('video');
    video.setAttribute('data-replay-pending', '');
    let clicks = 0;
    video.addEventListener('click', () => clicks++);
    replayTouch(video);
    expect(clicks).toBe(1);
    expect(video).not.toHaveAttribute('data-replay-pending');
    video.remove();
    replayTouch(video);
    expect(clicks).toBe(1);
    expect(window.__earlyTouches).toEqual([]);
  });
});
