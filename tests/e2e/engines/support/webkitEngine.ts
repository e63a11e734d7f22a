import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Key, WebDriver, type WebElement } from 'selenium-webdriver';
import type * as SeleniumHttp from 'selenium-webdriver/http';
import { createRequire } from 'node:module';
import { WAIT_MS, type EngineBrowser, type EngineTab, type LaunchOptions } from './engine';
import { describeQuery, IN_PAGE_SOURCE, serialQuery, type PageWithLocate, type Query, type SerialQuery } from './pageQueries';

// Debian's WebKitGTK (the engine of Safari) through its own WebDriver server, WebKitWebDriver, which drives
// WebKitGTK's MiniBrowser: W3C WebDriver (no BiDi in Debian's build), spoken by selenium-webdriver. MiniBrowser
// has no headless mode, so the server and the browsers it starts run on a virtual X display (xvfb-run).
// Its HTTP client, to join a server already running (a folder module, which an ES import cannot name).
const { Executor, HttpClient } = createRequire(import.meta.url)('selenium-webdriver/http') as typeof SeleniumHttp;
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Starts WebKitWebDriver on a display of its own; resolves once it answers. */
async function startDriver(viewport: LaunchOptions['viewport']): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const screen = `-screen 0 ${viewport.width}x${viewport.height + 200}x24`;
  const child = spawn('xvfb-run', ['--auto-servernum', `--server-args=${screen}`, WEBKIT_DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, TZ: 'Europe/London', LANG: 'en_GB.UTF-8' },
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit ${child.exitCode})`);
    const ready = await fetch(`${url}/status`).then((response) => response.ok, () => false);
    if (ready) return { url, process: child };
    if (Date.now() - started > 60_000) throw new Error('WebKitWebDriver never answered');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function launchWebKitEngine(options: LaunchOptions): Promise<EngineBrowser> {
  const server = await startDriver(options.viewport);
  const stopServer = () => {
    if (server.process.exitCode === null) process.kill(-server.process.pid!, 'SIGTERM');
  };
  let driver: WebDriver;
  try {
    driver = WebDriver.createSession(new Executor(new HttpClient(server.url)), {
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    });
    const capabilities = await driver.getCapabilities();
    await driver.manage().window().setRect({ x: 0, y: 0, ...options.viewport });
    // A cookie can only be set on a page of its site: the favicon is the smallest one.
    await driver.get(new URL('/favicon.svg', options.baseURL).href);
    await driver.manage().addCookie({ ...options.partitionCookie, path: '/' });
    // The tab commands go to (WebDriver's current window), switched only when another tab's turn comes.
    const focus = { handle: await driver.getWindowHandle() };
    const tab = webkitTab(driver, focus.handle, focus, options);
    return {
      name: 'webkit',
      version: `${capabilities.getBrowserName()} (WebKitGTK) ${capabilities.getBrowserVersion()}`,
      tab,
      newTab: async () => {
        await driver.switchTo().newWindow('tab');
        focus.handle = await driver.getWindowHandle();
        return webkitTab(driver, focus.handle, focus, options);
      },
      savedDownload: async () => undefined,
      close: async () => {
        await driver.quit().catch(() => undefined);
        stopServer();
      },
    };
  } catch (error) {
    stopServer();
    throw error;
  }
}

function webkitTab(driver: WebDriver, handle: string, focus: { handle: string | undefined }, options: LaunchOptions): EngineTab {
  /** Every command goes to this tab. */
  const use = async () => {
    if (focus.handle === handle) return;
    await driver.switchTo().window(handle);
    focus.handle = handle;
  };
  /** Runs a function in the page with Testing Library there (given to each document on first use). */
  async function inPage<Result>(fn: string, ...args: unknown[]): Promise<Result> {
    const script = `if (!globalThis.larderLocate) { ${IN_PAGE_SOURCE} }\nreturn (${fn}).apply(null, arguments);`;
    return driver.executeScript(script, ...args) as Promise<Result>;
  }
  async function poll<Result>(what: () => string, fn: string, ...args: unknown[]): Promise<Result> {
    await use();
    const started = Date.now();
    for (;;) {
      const result = await inPage<Result>(fn, ...args).catch(() => undefined); // a page between documents
      if (result) return result;
      if (Date.now() - started > WAIT_MS) throw new Error(what());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const locate = (query: SerialQuery) => (globalThis as PageWithLocate).larderLocate(query);
  const element = (query: Query) => poll<WebElement>(() => `No ${describeQuery(query)} on the page`, locate.toString(), serialQuery(query));
  /** The element, in the middle of the view, for the pointer or the keyboard. */
  const target = (query: Query) =>
    element(query).then(async (found) => {
      // At once: Bootstrap scrolls smoothly (when motion is not reduced), and WebKitWebDriver aims a click at
      // where the element is when it starts, so a click during a smooth scroll lands on whatever was below.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', found);
      // And still: WebKitGTK does not take the journeys' reduced motion, so a dialog slides in, and a click aimed
      // at its button's first place lands on the backdrop. The same place twice, 50 ms apart, is where it rests.
      await poll(
        () => `${describeQuery(query)} never stopped moving`,
        `(el) => new Promise((resolve) => {
           const place = () => JSON.stringify(el.getBoundingClientRect());
           const first = place();
           setTimeout(() => resolve(place() === first), 50);
         })`,
        found,
      );
      return found;
    });
  const keys = { Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB } as const;

  const tab: EngineTab = {
    goto: async (path) => {
      await use();
      await driver.get(new URL(path, options.baseURL).href);
    },
    path: async () => {
      await use();
      const url = new URL(await driver.getCurrentUrl());
      return url.pathname + url.search;
    },
    find: async (query) => void (await element(query)),
    gone: async (query) =>
      void (await poll(() => `Still a ${describeQuery(query)} on the page`, `(q) => globalThis.larderLocate(q) === null`, serialQuery(query))),
    hasText: async (query, text) => {
      const pattern = typeof text === 'string' ? { source: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: '' } : { source: text.source, flags: text.flags };
      await poll(
        () => `${describeQuery(query)} never read ${text}`,
        `(q, p) => new RegExp(p.source, p.flags).test(globalThis.larderLocate(q)?.textContent ?? '')`,
        serialQuery(query),
        pattern,
      );
    },
    hasValue: async (query, value) =>
      void (await poll(() => `${describeQuery(query)} never held ${value}`, `(q, v) => globalThis.larderLocate(q)?.value === v`, serialQuery(query), value)),
    // WebDriver's Element Click: checks nothing covers the element's middle, and clicks there with the pointer.
    click: async (query) => (await target(query)).click(),
    fill: async (query, text) => {
      const field = await target(query);
      await field.click();
      await driver.executeScript('arguments[0].select()', field);
      await driver.actions().sendKeys(Key.BACK_SPACE, text).perform();
    },
    type: async (text) => {
      await use();
      await driver.actions().sendKeys(text).perform();
    },
    press: async (key) => {
      await use();
      if (key === 'Shift+Tab') await driver.actions().keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
      else await driver.actions().sendKeys(keys[key]).perform();
    },
    selectOption: async (query, label) => {
      const select = await element(query);
      await driver.executeScript(
        `const [control, text] = arguments;
         control.value = [...control.options].find((option) => option.label === text).value;
         control.dispatchEvent(new Event('change', { bubbles: true }));`,
        select,
        label,
      );
    },
    // WebDriver's Element Send Keys to a file input selects that file, as the picker would.
    upload: async (query, filePath) => (await target(query)).sendKeys(filePath),
    evaluate: async (fn, ...args) => {
      await use();
      return inPage(fn.toString(), ...args);
    },
    waitUntil: (fn, ...args) => poll(() => `${fn.toString().slice(0, 80)}… never held`, fn.toString(), ...args),
    screenshot: async (filePath) => {
      await use();
      writeFileSync(filePath, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    close: async () => {
      await use();
      await driver.close();
      focus.handle = undefined;
    },
  };
  return tab;
}
