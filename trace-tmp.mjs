// Trace one signed-in page load with the CPU slowed 4x; prints tasks over 50 ms and what filled them.
import puppeteer from 'puppeteer-core';
import { signIn } from './scripts/bench-support.mjs';
import { readFileSync, existsSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const dist = process.argv[5];
const where = (d) => { const f = `${dist}/assets/${(d.url ?? '').split('/').pop()}.map`; if (!dist || !existsSync(f)) return `${d.functionName}@${(d.url ?? '').split('/').pop()}:${d.lineNumber}:${d.columnNumber}`; const p = originalPositionFor(new TraceMap(JSON.parse(readFileSync(f, 'utf8'))), { line: d.lineNumber + 1, column: d.columnNumber }); return `${d.functionName || p.name || 'anon'} ${String(p.source).replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/')}:${p.line}`; };
const [origin, persona, path] = process.argv.slice(2);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const { page } = await signIn(browser, origin, persona);
await page.goto(`${origin}/help/videos`, { waitUntil: 'networkidle0' });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'disabled-by-default-v8.compile'] });
await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1500));
const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
await browser.close();
const events = trace.traceEvents;
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'); const main = mains.map((m) => [m, events.filter((x) => x.pid === m.pid && x.tid === m.tid && x.name === 'RunTask').reduce((s, x) => s + (x.dur ?? 0), 0)]).sort((a, b) => b[1] - a[1])[0][0];
const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
const t0 = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0]?.ts;
for (const task of tasks) {
  const inside = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.dur);
  const top = new Map();
  for (const e of inside) if (['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'v8.compile', 'V8.CompileCode', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'EventDispatch', 'v8.run', 'V8.GCScavenger', 'MajorGC', 'MinorGC', 'RunMicrotasks', 'v8.parseOnBackground', 'v8.produceModuleCache', 'V8.ParseFunction', 'v8.compileLazy'].includes(e.name)) top.set(e.name, (top.get(e.name) ?? 0) + e.dur);
  const urls = inside.filter((e) => e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall').map((e) => (e.args?.data?.url ?? e.args?.fileName ?? e.args?.data?.functionName ?? '').split('/').pop()).filter(Boolean);
  const calls = inside.filter((e) => e.name === 'FunctionCall' && e.dur > 20000).map((e) => `${where(e.args.data)} ${(e.dur / 1000).toFixed(0)}ms`);
  console.log(`task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms; ${[...top].map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', ')}; ${[...new Set(urls)].slice(0, 6).join(' ')} | ${calls.join('; ')}`);
}
