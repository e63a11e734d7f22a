import { describe, expect, it, vi } from 'vitest';
import { htmlBytes, renderablePdf } from '../../data/sampleFiles';
import { createPdfPageCache, MAX_RENDERED_PAGES, renderPdfPages } from './pdfPages';

const isPng = (bytes: Uint8Array) => [...bytes.slice(0, 8)].join() === '137,80,78,71,13,10,26,10';

describe('a PDF receipt rendered to images for staff', () => {
  it('renders each page to a PNG no wider than 1,400 pixels, in order', async () => {
    const rendered = await renderPdfPages(renderablePdf(['Page one', 'Page two']));
    expect(rendered.ok).toBe(true);
    if (!rendered.ok) return;
    expect(rendered.total).toBe(2);
    expect(rendered.pages.map(({ number, width }) => ({ number, fits: width > 0 && width <= 1400 }))).toEqual([
      { number: 1, fits: true },
      { number: 2, fits: true },
    ]);
    expect(rendered.pages.every((page) => isPng(page.png) && page.height > page.width)).toBe(true);
  });

  it('renders a PDF carrying a JavaScript action as an image like any other: the renderer has no script engine', async () => {
    const rendered = await renderPdfPages(renderablePdf(['Session expired: call 0800 000 000'], { script: "app.alert('Session expired')" }));
    expect(rendered).toMatchObject({ ok: true, total: 1 });
  });

  it(`renders at most the first ${MAX_RENDERED_PAGES} pages, and says how many there are`, async () => {
    const rendered = await renderPdfPages(renderablePdf(Array.from({ length: 12 }, (_, index) => `Page ${index + 1}`)));
    expect(rendered.ok && { rendered: rendered.pages.length, total: rendered.total }).toEqual({ rendered: MAX_RENDERED_PAGES, total: 12 });
  });

  it.each([
    ['an HTML file', htmlBytes()],
    ['a truncated PDF', renderablePdf(['Cut short']).slice(0, 60)],
  ])('cannot render %s', async (_case, bytes) => {
    expect(await renderPdfPages(bytes)).toEqual({ ok: false });
  });

  it('renders each file once, however often its pages are asked for', async () => {
    const render = vi.fn(async () => ({ ok: false as const }));
    const pagesOf = createPdfPageCache(render);
    await pagesOf('abc', new Uint8Array());
    await pagesOf('abc', new Uint8Array());
    expect(render).toHaveBeenCalledTimes(1);
  });
});
