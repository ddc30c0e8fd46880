import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The reply-shape files (src/app/replyShapes.*.test.tsx) each open every screen of a group under
 * nine reply shapes: 25-40 s of one worker, in files of a few lines. Vitest orders files by their
 * last durations, and on a clean clone (CI) by their size, which put them last: the run then ended
 * with one worker busy for half a minute and the other idle. They go first; the rest in Vitest's
 * order, so that the small files fill in at the end.
 */
const HEAVY = /[\\/]replyShapes\.[a-z]+\.test\.tsx$/;

export class HeavyFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => HEAVY.test(file.moduleId)), ...sorted.filter((file) => !HEAVY.test(file.moduleId))];
  }
}
