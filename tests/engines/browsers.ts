/**
 * The two engines besides Chromium, from Debian's packages, each behind one small `Visitor` that the journeys
 * drive alike (docs/testing.md, "The cross-engine suite"):
 * - WebKit: WebKitGTK's MiniBrowser (`webkit2gtk-driver`) through `WebKitWebDriver` over classic WebDriver
 *   (selenium-webdriver), drawn on an Xvfb display. Its processes read the suite's clock through libfaketime,
 *   as the stack's do: WebDriver has no script that runs before a page's own.
 * - Firefox: Firefox ESR (`firefox-esr`), headless, through puppeteer-core over WebDriver BiDi; its pages get
 *   the suite's clock from a preload script (`shiftDate`), as Chromium's do (libfaketime hangs Firefox's start).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { shiftedClockEnv } from '../../scripts/test-clock';
import { shiftDate } from '../e2e/stack';

export type EngineName = 'webkit' | 'firefox';

export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A visitor's window: a phone's width (390 px, an iPhone's) or a desktop's (1280 px). */
export interface Window {
  width: number;
  javaScript: boolean;
}
const heightFor = (width: number) => (width < 1024 ? 844 : 800);

/**
 * Finds, in the page, the first element matching `selector` whose accessible label or text (spaces collapsed) is
 * `text` (any, when null). With `then`, answers instead whether it is there and drawn (a box, not hidden); or, unless
 * a tap at its centre would reach it where it is, scrolls it to the middle of the viewport and answers whether it did;
 * or where its box is now. Sent to the page as source, so it is self-contained.
 */
function findInPage(
  selector: string,
  text: string | null,
  then?: 'drawn' | 'scroll' | 'box',
): Element | boolean | string | null {
  const matches = (element: Element) =>
    text === null ||
    element.getAttribute('aria-label') === text ||
    (element.textContent ?? '').replace(/\s+/g, ' ').trim() === text;
  const element = [...document.querySelectorAll(selector)].find(matches) ?? null;
  if (!then) return element;
  if (!element) return false;
  const box = element.getBoundingClientRect();
  if (then === 'box') return [box.left, box.top, box.width, box.height].join();
  if (then === 'scroll') {
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && element.contains(hit)) return false;
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    return true;
  }
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** Settles once the page has drawn two frames: what is on screen then is what a visitor sees. */
const afterTwoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Polls `check` until it answers true (a state the page reaches), failing with `what` after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One visitor's window in one engine: what the journeys do and read, whichever driver is underneath. */
export abstract class Visitor {
  abstract readonly engine: EngineName;
  constructor(
    readonly baseURL: string,
    readonly window: Window,
  ) {}

  /** Opens `path`, from the stack's address or from `origin` (a proxy in front of it: heldScripts.ts). */
  abstract goto(path: string, origin?: string): Promise<void>;
  /** Runs `fn` in the page (it is sent as source: self-contained) and answers its result. */
  abstract evaluate<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /**
   * Clicks as a pointer does, at the element's centre, once it is there (see `findInPage`) and no page change's
   * spinner covers it. The spinner shows in the render after a path change's, so after a click that changes the
   * path, wait first for something the new page loads (as the staff journey waits for a lead from the API): the
   * spinner is then on screen or gone, not still to come.
   */
  async click(selector: string, text?: string): Promise<void> {
    await this.waitFor(selector, text);
    // The spinner (src/app/layout/RouteTransition.tsx) veils the whole page, the new page's content too, for about
    // 100 ms after a path change (longer on a busy machine); a visitor waits for it to go, and a click on it is lost
    // (WebKitWebDriver refuses it as intercepted; a click at the element's point lands on the veil).
    await this.until('the page change to end', () => !document.querySelector('[data-testid="route-spinner"]'));
    // As a visitor scrolls to it first only when it is not there to tap (WebKitWebDriver refuses an element below
    // the fold as not interactable), and taps once it has stopped moving. (Scrolling the sticky menu button to the
    // middle and tapping a link of the menu it opened at once closed the menu instead in Firefox: the menu is
    // anchored to the sticky bar. A wizard time tapped while the wizard scrolled smoothly to its step was not chosen.)
    // With JavaScript off Firefox runs no frame callbacks (and no script moves anything), so there the tap is at once.
    await this.evaluate(findInPage, selector, text ?? null, 'scroll');
    if (this.window.javaScript) await this.untilStill(selector, text ?? null);
    await this.clickFound(selector, text ?? null);
  }
  /** Settles once the element is where it was two frames before, as Playwright's actions wait for "stable". */
  private async untilStill(selector: string, text: string | null): Promise<void> {
    let before = await this.evaluate(findInPage, selector, text, 'box');
    await waitUntil(async () => {
      await this.evaluate(afterTwoFrames);
      const now = await this.evaluate(findInPage, selector, text, 'box');
      const still = now === before;
      before = now;
      return still;
    }, `${selector} to stop moving`);
  }
  /** Types `value` into the field, key by key. */
  async type(selector: string, value: string): Promise<void> {
    await this.waitFor(selector);
    await this.typeInto(selector, value);
  }
  /** Picks the option labelled `label` of a <select>. */
  async choose(selector: string, label: string): Promise<void> {
    await this.waitFor(selector);
    await this.chooseIn(selector, label);
  }
  abstract press(key: 'Escape' | 'Tab'): Promise<void>;
  /** Clicks the point (x, y) of the viewport, whatever is there. */
  abstract clickAt(x: number, y: number): Promise<void>;
  /** Shoots what the viewport shows. */
  abstract shootViewport(file: string): Promise<void>;

  /**
   * Shoots the whole page a screen at a time, from the top: `file` ending -1.png, -2.png, … (WebDriver shoots
   * the viewport only; screens are also what a reader sees, and what an image viewer shows legibly).
   */
  async screenshot(file: string): Promise<void> {
    const [viewportHeight, pageHeight] = await this.evaluate(() => [
      innerHeight,
      document.documentElement.scrollHeight,
    ]);
    for (let screen = 0; screen * viewportHeight < pageHeight; screen++) {
      // Scrolled, then shot once two frames have been drawn there.
      await this.evaluate((top: number) => scrollTo({ top, behavior: 'instant' }), screen * viewportHeight);
      await this.evaluate(afterTwoFrames);
      await this.shootViewport(file.replace(/\.png$/, `-${screen + 1}.png`));
    }
  }
  abstract close(): Promise<void>;

  protected abstract clickFound(selector: string, text: string | null): Promise<void>;
  protected abstract typeInto(selector: string, value: string): Promise<void>;
  protected abstract chooseIn(selector: string, label: string): Promise<void>;

  /** Waits until the element is there and drawn (it has a box and is not hidden). */
  async waitFor(selector: string, text?: string, timeoutMs?: number): Promise<void> {
    await waitUntil(
      () => this.isShown(selector, text),
      `${selector}${text ? ` "${text}"` : ''} in ${this.engine}`,
      timeoutMs,
    );
  }

  /** Whether the element is there and drawn, now. */
  isShown(selector: string, text?: string): Promise<boolean> {
    return this.evaluate(findInPage, selector, text ?? null, 'drawn') as Promise<boolean>;
  }

  /** Waits until React has hydrated the prerendered page (the same mark tests/e2e/fixtures.ts waits on). */
  waitForHydration(): Promise<void> {
    return waitUntil(
      () => this.evaluate(() => document.documentElement.hasAttribute('data-interactive')),
      `hydration in ${this.engine}`,
    );
  }

  /** Waits until `fn` run in the page answers true. */
  until<A extends unknown[]>(what: string, fn: (...args: A) => boolean, ...args: A): Promise<void> {
    return waitUntil(async () => Boolean(await this.evaluate(fn, ...args)), `${what} in ${this.engine}`);
  }
}

// ---------------------------------------------------------------------------------------------
// WebKit: MiniBrowser through WebKitWebDriver, on Xvfb
// ---------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `command` in a process group of its own, which goes with this process however it ends: a worker that
 * Playwright stops after a failure runs no teardown, and WebKitWebDriver leaves its MiniBrowser and web processes
 * running when it is stopped alone.
 */
function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const stopGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stopGroup);
  child.once('exit', () => process.off('exit', stopGroup));
  return child;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

/**
 * An X display of its own (Xvfb picks a free number and tells it on the descriptor given). `-noreset`: by default
 * Xvfb resets when its last client leaves, and drops a client that connects meanwhile, so a MiniBrowser started just
 * after the last one quit found no display ("cannot open display") and its driver waited for it for good.
 */
async function startXvfb(log: ProcessLog): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawnGroup('Xvfb', ['-displayfd', '1', '-noreset', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  log.follow('Xvfb', xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): apt-get install -y xvfb`)));
    xvfb.stdout!.once('data', (data) => resolve(`:${String(data).trim()}`));
  });
  return { display, process: xvfb };
}

/** What an engine's processes print, each line with its time: a failed test's report carries what came since it began. */
class ProcessLog {
  private readonly lines: string[] = [];

  follow(name: string, child: ChildProcess) {
    const add = (text: string) => {
      for (const line of text.split('\n'))
        if (line.trim()) this.lines.push(`${new Date().toISOString()} ${name}: ${line}`);
    };
    child.stderr?.on('data', (data: Buffer) => add(String(data)));
    child.once('exit', (code, signal) => add(`exited (${signal ?? code})`));
  }

  /** Where the log is now, to read what comes after it. */
  get mark() {
    return this.lines.length;
  }

  since(mark: number) {
    return this.lines.slice(mark).join('\n');
  }
}

/** WebKitWebDriver on an Xvfb display; each `visit` opens a MiniBrowser of its own (a fresh profile). */
export async function startWebKit(baseURL: string, clockOffsetSeconds: number) {
  const log = new ProcessLog();
  const xvfb = await startXvfb(log);
  const port = await freePort();
  // The driver's children (MiniBrowser and its web processes) inherit the shifted clock, and its stderr.
  const driver = spawnGroup('WebKitWebDriver', [`--port=${port}`], {
    env: { ...shiftedClockEnv(clockOffsetSeconds), DISPLAY: xvfb.display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  log.follow('WebKitWebDriver', driver);
  const server = `http://127.0.0.1:${port}`;
  await waitUntil(
    () =>
      fetch(`${server}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    'WebKitWebDriver to answer',
  );
  let opening: number | undefined;
  return {
    log,
    async visit(window: Window): Promise<Visitor> {
      opening = log.mark;
      const session = await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            // Full screen: no toolbar, so the window can be as narrow as a phone (447 px at least otherwise).
            args: ['--automation', '--full-screen', ...(window.javaScript ? [] : ['--enable-javascript=false'])],
          },
        })
        .build();
      const visitor = new WebKitVisitor(baseURL, window, session);
      await session
        .manage()
        .window()
        .setRect({ width: window.width, height: heightFor(window.width) });
      opening = undefined;
      return visitor;
    },
    async stop() {
      // A window that never opened failed its test before the test could report this.
      if (opening !== undefined) console.error(`WebKit processes since a window was asked for:\n${log.since(opening)}`);
      await stopProcess(driver);
      await stopProcess(xvfb.process);
    },
  };
}

class WebKitVisitor extends Visitor {
  readonly engine = 'webkit';
  constructor(
    baseURL: string,
    window: Window,
    private readonly driver: WebDriver,
  ) {
    super(baseURL, window);
  }

  goto(path: string, origin = this.baseURL) {
    return this.driver.get(origin + path);
  }

  evaluate<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return this.driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args);
  }

  private found(selector: string, text: string | null = null): Promise<WebElement> {
    return this.driver.executeScript(
      `return (${findInPage.toString()}).apply(null, arguments)`,
      selector,
      text,
    ) as Promise<WebElement>;
  }

  protected async clickFound(selector: string, text: string | null) {
    await (await this.found(selector, text)).click();
  }

  protected async typeInto(selector: string, value: string) {
    await (await this.found(selector)).sendKeys(value);
  }

  protected async chooseIn(selector: string, label: string) {
    // Typed into the closed list, as a keyboard user picks (WebKitWebDriver cannot click an option of it).
    await (await this.found(selector)).sendKeys(label);
  }

  press(key: 'Escape' | 'Tab') {
    const code = key === 'Escape' ? Key.ESCAPE : Key.TAB;
    return this.driver.actions().keyDown(code).keyUp(code).perform();
  }

  clickAt(x: number, y: number) {
    return this.driver
      .actions()
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
      .click()
      .perform();
  }

  async shootViewport(file: string) {
    await writeFile(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  async close() {
    await this.driver.quit();
  }
}

// ---------------------------------------------------------------------------------------------
// Firefox: Firefox ESR through puppeteer-core over WebDriver BiDi
// ---------------------------------------------------------------------------------------------

/**
 * Firefox ESR, headless; each `visit` opens a browsing context of its own (its own cookies and storage). Visits
 * with JavaScript off go to a second Firefox, started when first asked, whose preferences turn it off: Firefox's
 * BiDi has no command for it.
 */
export async function startFirefox(baseURL: string, clockOffsetSeconds: number) {
  const launch = (javaScript: boolean) =>
    puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: javaScript ? {} : { 'javascript.enabled': false },
    });
  const withScripts = await launch(true);
  let withoutScripts: Promise<Browser> | undefined;
  return {
    async visit(window: Window): Promise<FirefoxVisitor> {
      const browser = window.javaScript ? withScripts : await (withoutScripts ??= launch(false));
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: window.width, height: heightFor(window.width) });
      if (clockOffsetSeconds !== 0) await page.evaluateOnNewDocument(shiftDate, clockOffsetSeconds * 1000);
      return new FirefoxVisitor(baseURL, window, page);
    },
    async stop() {
      await withScripts.close();
      await (await withoutScripts)?.close();
    },
  };
}

export class FirefoxVisitor extends Visitor {
  readonly engine = 'firefox';
  /** What the page threw or logged as an error (the Chromium suite fails a test on any: tests/e2e/fixtures.ts). */
  readonly errors: string[] = [];
  constructor(
    baseURL: string,
    window: Window,
    private readonly page: Page,
  ) {
    super(baseURL, window);
    page.on('pageerror', (error) => this.errors.push(`pageerror: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`console.error: ${message.text()}`);
    });
  }

  async goto(path: string, origin = this.baseURL) {
    await this.page.goto(origin + path, { waitUntil: 'load' });
  }

  evaluate<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    // Plain values only cross to the page here (no handles), which puppeteer's types cannot tell from `A`.
    return this.page.evaluate(fn as (...params: unknown[]) => T, ...args) as Promise<Awaited<T>>;
  }

  private async found(selector: string, text: string | null = null): Promise<ElementHandle<Element>> {
    const handle = await this.page.evaluateHandle(findInPage, selector, text);
    return handle.asElement() as ElementHandle<Element>;
  }

  protected async clickFound(selector: string, text: string | null) {
    // At the element's centre, read first: puppeteer's own element click hangs in a click that navigates away
    // with JavaScript off (it reads the element again afterwards, in a page that is gone).
    const { x, y, width, height } = (await (
      await this.found(selector, text)
    ).evaluate((element) => element.getBoundingClientRect().toJSON())) as DOMRect;
    await this.page.mouse.click(x + width / 2, y + height / 2);
  }

  protected async typeInto(selector: string, value: string) {
    await (await this.found(selector)).type(value);
  }

  protected async chooseIn(selector: string, label: string) {
    const select = (await this.found(selector)) as ElementHandle<HTMLSelectElement>;
    const value = await select.evaluate(
      (element, wanted) => [...element.options].find((option) => option.label === wanted)?.value,
      label,
    );
    if (value === undefined) throw new Error(`${selector} has no option "${label}"`);
    await select.select(value);
  }

  press(key: 'Escape' | 'Tab') {
    return this.page.keyboard.press(key);
  }

  clickAt(x: number, y: number) {
    return this.page.mouse.click(x, y);
  }

  async shootViewport(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  async close() {
    await this.page.browserContext().close();
  }
}
