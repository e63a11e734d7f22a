import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveFile } from '@/components/files/saveFile';

// What the browser is asked to save, and when its blob URL goes: WebKit drops a download whose URL is revoked
// before it has read the file, which a journey in Chromium or Firefox would never notice.
const clicked: { href: string; download: string }[] = [];
const revoked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, { createObjectURL: () => 'blob:saved-file', revokeObjectURL: (url: string) => revoked.push(url) }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.useRealTimers();
  clicked.length = 0;
  revoked.length = 0;
});

it('asks the browser to save the file under its name, and keeps its URL long after the click', () => {
  saveFile(new Blob(['%PDF-1.4']), 'Invoice-INV-1.pdf');
  expect(clicked).toEqual([{ href: 'blob:saved-file', download: 'Invoice-INV-1.pdf' }]);
  expect(document.querySelector('a')).toBeNull();

  vi.advanceTimersByTime(10_000);
  expect(revoked).toEqual([]);
  vi.advanceTimersByTime(30_000);
  expect(revoked).toEqual(['blob:saved-file']);
});
