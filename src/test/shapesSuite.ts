import { SHAPES } from './replyShapes';
import { problemsUnder, restoreTimeout } from './screenSurvives';
import { screensOf, type ScreenGroup } from './staffScreens';

/** The tests of one group of screens: each screen under each reply shape, once. */
export function screensSurviveEveryShape(group: ScreenGroup): void {
  afterEach(restoreTimeout);
  for (const screen of screensOf(group)) {
    describe(screen.url, () => {
      for (const shape of SHAPES) {
        it(`survives ${shape}`, async () => {
          expect(await problemsUnder(screen, shape)).toEqual([]);
        });
      }
    });
  }
}
