import type { Query } from './pageQueries';

export type EngineName = 'firefox' | 'webkit' | 'chromium';

/**
 * One tab, driven the same way in every engine: elements found by role and name in the page
 * (pageQueries.ts), every click and key sent through the driver's own input commands, as a person's would be.
 * Each look waits for what it expects, up to WAIT_MS, never a fixed time.
 */
export interface EngineTab {
  /** Opens a path of the portal (or an address) in this tab. */
  goto(path: string): Promise<void>;
  /** The tab's path and query. */
  path(): Promise<string>;
  /** Waits until the query finds an element. */
  find(query: Query): Promise<void>;
  /** Waits until the query finds nothing. */
  gone(query: Query): Promise<void>;
  /** Waits until the element's text content matches. */
  hasText(query: Query, text: string | RegExp): Promise<void>;
  /** Waits until the form control's value is this. */
  hasValue(query: Query, value: string): Promise<void>;
  click(query: Query): Promise<void>;
  /** Clicks the field, clears it, and types the text key by key. */
  fill(query: Query, text: string): Promise<void>;
  /** Types into whatever has focus, key by key. */
  type(text: string): Promise<void>;
  press(key: 'Escape' | 'Enter' | 'Tab' | 'Shift+Tab'): Promise<void>;
  /** Chooses an option of a select by its label (as the page sees a choice: its value changes, `change` fires). */
  selectOption(query: Query, label: string): Promise<void>;
  /** Gives a file input a file from disk, as the file picker would. */
  upload(query: Query, filePath: string): Promise<void>;
  /** Runs a function in the page and returns its (JSON) result. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result | Promise<Result>, ...args: Args): Promise<Result>;
  /** Waits until a function in the page returns something truthy, and returns it. */
  waitUntil<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Result>;
  /** A screenshot of the tab's viewport. */
  screenshot(filePath: string): Promise<void>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  name: EngineName;
  /** The engine and its version, as the driver reports them. */
  version: string;
  /** The first tab. */
  tab: EngineTab;
  /** Opens another tab in the same browser (same cookies and storage). */
  newTab(): Promise<EngineTab>;
  /**
   * The file a download saved under this name, once complete, or undefined where the driver cannot save
   * downloads (WebKitGTK's MiniBrowser under WebDriver saves none).
   */
  savedDownload(fileName: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  baseURL: string;
  /** The simulator partition cookie every request must carry (tests/mocks/server/simulatorPartitions.ts). */
  partitionCookie: { name: string; value: string };
  /** Where downloads go. */
  downloadsDir: string;
  viewport: { width: number; height: number };
}

/** How long any one look waits: generous, as a busy machine makes a run slower, never red. */
export const WAIT_MS = 15_000;
