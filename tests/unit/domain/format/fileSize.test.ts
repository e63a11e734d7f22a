import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/domain/format/fileSize';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

describe('formatFileSize (spec §9: 1024-based, Bytes to YB, up to 2 decimals)', () => {
  it.each([
    { bytes: 0, text: '0 Bytes' },
    { bytes: 1, text: '1 Bytes' },
    { bytes: 512, text: '512 Bytes' },
    { bytes: 1023, text: '1023 Bytes' },
    { bytes: 1024, text: '1 KB' },
    { bytes: 1536, text: '1.5 KB' },
    { bytes: 1100, text: '1.07 KB' },
    { bytes: 1024 ** 2 - 1, text: '1 MB' },
    { bytes: 1024 ** 2, text: '1 MB' },
    { bytes: 1234567, text: '1.18 MB' },
    { bytes: 1.5 * 1024 ** 2, text: '1.5 MB' },
    { bytes: 1024 ** 3, text: '1 GB' },
    { bytes: 2.25 * 1024 ** 4, text: '2.25 TB' },
    { bytes: 1024 ** 5, text: '1 PB' },
    { bytes: 1024 ** 6, text: '1 EB' },
    { bytes: 1024 ** 7, text: '1 ZB' },
    { bytes: 1024 ** 8, text: '1 YB' },
    { bytes: 1024 ** 9, text: '1024 YB' },
    { bytes: -1, text: '0 Bytes' },
    { bytes: NaN, text: '0 Bytes' },
    { bytes: Infinity, text: '0 Bytes' },
  ])('formats $bytes as $text', ({ bytes, text }) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('picks the largest unit that keeps the number under 1024, with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        const match = /^(\d+(?:\.\d{1,2})?) (\w+)$/.exec(formatFileSize(bytes));
        if (!match) return false;
        const shown = Number(match[1]);
        const unit = UNITS.indexOf(match[2] ?? '');
        const exact = bytes / 1024 ** unit;
        return unit >= 0 && shown < 1024 && (unit === 0 || shown >= 1) && Math.abs(shown - exact) <= 0.005 + 1e-9;
      }),
    );
  });

  it('never throws on any number', () => {
    fc.assert(fc.property(fc.double(), (bytes) => / (Bytes|KB|MB|GB|TB|PB|EB|ZB|YB)$/.test(formatFileSize(bytes))));
  });
});
