// The kit's files run one after another in the order of their names (1-scenarios … 4-operations): the
// scenarios on the demo data as seeded, the refusals (which change nothing), then every operation once,
// writes last, since they change what later calls would find.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export default class ByFileName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}
