import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The reply-shape files (src/app/replyShapes.*.test.tsx) each open every screen of a group under
 * nine reply shapes: 25-40 s of one worker, in files of a few lines. Vitest orders files by their
 * last durations, and on a clean clone (CI) by their size, which put them last: the run then ended
 * with one worker busy for half a minute and the other idle. They go first among their project's
 * files. The projects keep Vitest's order, one after the other: a worker that went from one
 * project's files to another's and back would build each one's module graph again (vite.config.ts,
 * `isolate: false`), which cost more than the idle end.
 */
const HEAVY = /[\\/]replyShapes\.[a-z]+\.test\.tsx$/;

export class HeavyFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((file) => file.project.name === name);
      return [...own.filter((file) => HEAVY.test(file.moduleId)), ...own.filter((file) => !HEAVY.test(file.moduleId))];
    });
  }
}
