// A Vitest reporter for `npm test` (scripts/test-all.mjs): writes each test file's time (environment,
// imports, set-up and tests) and each project's wall time (first file queued to last finished) as JSON to
// the file LARDER_VITEST_TIMINGS names. The default reporter still prints the run.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class TimingsReporter {
  projects = new Map();
  files = [];

  onTestModuleQueued(testModule) {
    const name = testModule.project.name;
    if (!this.projects.has(name)) this.projects.set(name, { from: Date.now(), to: Date.now() });
  }

  onTestModuleEnd(testModule) {
    const name = testModule.project.name;
    const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = testModule.diagnostic();
    this.projects.get(name).to = Date.now();
    this.files.push({
      project: name,
      path: relative(process.cwd(), testModule.moduleId),
      ms: Math.round(environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration),
    });
  }

  onTestRunEnd() {
    const target = process.env.LARDER_VITEST_TIMINGS;
    if (!target) return;
    const projects = Object.fromEntries([...this.projects].map(([name, { from, to }]) => [name, to - from]));
    writeFileSync(target, JSON.stringify({ projects, files: this.files }));
  }
}
