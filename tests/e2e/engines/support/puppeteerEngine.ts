import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { WAIT_MS, type EngineBrowser, type EngineTab, type LaunchOptions } from './engine';
import { describeQuery, IN_PAGE_SOURCE, serialQuery, type PageWithLocate, type Query } from './pageQueries';

// Debian's Firefox ESR over WebDriver BiDi (puppeteer-core). Chromium's headless shell over CDP is here too,
// for running the same journey there by hand (screenshots, timings side by side); npm test's Chromium
// journeys are Playwright's.
const FIREFOX = '/usr/bin/firefox-esr';
const CHROMIUM = '/usr/bin/chromium-headless-shell';

/** Firefox as the journeys need it: British English, reduced motion, downloads saved without asking. */
function firefoxPrefs(downloadsDir: string) {
  return {
    'intl.locale.requested': 'en-GB',
    'intl.accept_languages': 'en-GB',
    'ui.prefersReducedMotion': 1,
    'browser.download.dir': downloadsDir,
    'browser.download.folderList': 2,
    'browser.download.useDownloadDir': true,
    'browser.download.always_ask_before_handling_new_types': false,
    'browser.download.open_pdf_attachments_inline': false,
    'pdfjs.disabled': true,
    // The download panel opening over the page would take a click meant for it.
    'browser.download.alwaysOpenPanel': false,
  };
}

export async function launchPuppeteerEngine(name: 'firefox' | 'chromium', options: LaunchOptions): Promise<EngineBrowser> {
  const env = { ...process.env, TZ: 'Europe/London' } as Record<string, string>;
  const browser = await puppeteer.launch(
    name === 'firefox'
      ? { browser: 'firefox', executablePath: FIREFOX, headless: true, env, extraPrefsFirefox: firefoxPrefs(options.downloadsDir), timeout: 120_000 }
      : { executablePath: CHROMIUM, headless: 'shell', env, args: ['--no-sandbox', '--lang=en-GB'], timeout: 120_000 },
  );
  const url = new URL(options.baseURL);
  await browser.setCookie({ ...options.partitionCookie, domain: url.hostname, path: '/' });
  const openTab = async (page?: Page) => puppeteerTab(page ?? (await browser.newPage()), options);
  const [first] = await browser.pages();
  const tab = await openTab(first);
  return {
    name,
    version: await browser.version(),
    tab,
    newTab: () => openTab(),
    savedDownload: async (fileName) => (name === 'firefox' ? savedDownload(options.downloadsDir, fileName) : undefined),
    close: () => browser.close(),
  };
}

/** Firefox writes `name.part` until the download is complete, then renames it. */
async function savedDownload(dir: string, fileName: string): Promise<Buffer> {
  const path = join(dir, fileName);
  const started = Date.now();
  while (!(existsSync(path) && !readdirSync(dir).some((file) => file.endsWith('.part')))) {
    if (Date.now() - started > WAIT_MS) throw new Error(`${fileName} was not saved in ${dir} (it holds ${readdirSync(dir).join(', ') || 'nothing'})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return readFileSync(path);
}

async function puppeteerTab(page: Page, options: LaunchOptions): Promise<EngineTab> {
  await page.setViewport(options.viewport);
  page.setDefaultTimeout(WAIT_MS);
  // Testing Library in every document this tab loads, before its own scripts.
  await page.evaluateOnNewDocument(IN_PAGE_SOURCE);

  async function element(query: Query): Promise<ElementHandle<Element>> {
    try {
      const handle = await page.waitForFunction((q) => (globalThis as PageWithLocate).larderLocate?.(q), { polling: 50 }, serialQuery(query));
      return handle as ElementHandle<Element>;
    } catch (error) {
      throw new Error(`No ${describeQuery(query)} on ${page.url()}`, { cause: error });
    }
  }
  const waitUntil: EngineTab['waitUntil'] = async (fn, ...args) => {
    const handle = await page.waitForFunction(fn as (...a: unknown[]) => unknown, { polling: 50 }, ...args);
    return (await handle.jsonValue()) as never;
  };

  return {
    goto: async (path) => {
      const url = new URL(path, options.baseURL).href;
      // Firefox's driver reports a navigation the page itself superseded (the portal replacing its address as
      // a page settles, as the paged lists do) as NS_BINDING_ABORTED, or, once in a clean-clone run, as done while
      // the page before was still open. The page asked for has then opened all the same; if it has not, the
      // address is opened again (at most three times).
      // Leaving only once the page before has stopped fetching: its last requests settling (a route's chunks and
      // data) is what moved its address under Firefox's navigation. A page that sends the browser on at once (the
      // logout page, to the sign-in server) has opened too: only the page before, still showing, is a miss.
      const arrived = () => new URL(page.url()).pathname === new URL(url).pathname;
      for (let attempt = 1; ; attempt++) {
        await page.waitForNetworkIdle({ idleTime: 250, timeout: WAIT_MS }).catch(() => undefined);
        const before = page.url();
        try {
          await page.goto(url);
          if (arrived() || page.url() !== before) return;
        } catch (error) {
          if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
          if (arrived()) return;
        }
        if (attempt === 3) throw new Error(`Opened ${url} three times; the page stayed on ${page.url()}`);
      }
    },
    path: async () => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    },
    find: async (query) => void (await element(query)),
    gone: async (query) => {
      await page.waitForFunction((q) => (globalThis as PageWithLocate).larderLocate?.(q) === null, { polling: 50 }, serialQuery(query)).catch((error: unknown) => {
        throw new Error(`Still a ${describeQuery(query)} on ${page.url()}`, { cause: error });
      });
    },
    hasText: async (query, text) => {
      const pattern = typeof text === 'string' ? { source: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: '' } : { source: text.source, flags: text.flags };
      await page
        .waitForFunction((q, p) => new RegExp(p.source, p.flags).test((globalThis as PageWithLocate).larderLocate?.(q)?.textContent ?? ''), { polling: 50 }, serialQuery(query), pattern)
        .catch(async (error: unknown) => {
          throw new Error(`${describeQuery(query)} never read ${text}`, { cause: error });
        });
    },
    hasValue: async (query, value) => {
      await page.waitForFunction((q, v) => ((globalThis as PageWithLocate).larderLocate?.(q) as HTMLInputElement | null)?.value === v, { polling: 50 }, serialQuery(query), value).catch((error: unknown) => {
        throw new Error(`${describeQuery(query)} never held ${value}`, { cause: error });
      });
    },
    click: async (query) => (await element(query)).click(),
    fill: async (query, text) => {
      const field = await element(query);
      await field.click();
      await field.evaluate((input) => (input as HTMLInputElement).select());
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    type: (text) => page.keyboard.type(text),
    press: async (key) => {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else await page.keyboard.press(key as KeyInput);
    },
    selectOption: async (query, label) => {
      await (await element(query)).evaluate((select, text) => {
        const control = select as HTMLSelectElement;
        control.value = [...control.options].find((option) => option.label === text)!.value;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }, label);
    },
    upload: async (query, filePath) => (await element(query) as ElementHandle<HTMLInputElement>).uploadFile(filePath),
    evaluate: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    waitUntil,
    screenshot: async (filePath) => void (await page.screenshot({ path: filePath as `${string}.png` })),
    close: () => page.close(),
  };
}
