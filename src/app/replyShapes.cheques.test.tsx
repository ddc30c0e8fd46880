import { appRoutes } from './routeTable';
import { STAFF_SCREENS } from '@/test/staffScreens';
import { screensSurviveEveryShape } from '@/test/shapesSuite';

describe('staff screens survive every reply shape: cheques', () => {
  screensSurviveEveryShape('cheques');
});

describe('the reply-shape tests', () => {
  it('cover every signed-in screen', () => {
    expect(appRoutes.map((route) => route.path).sort()).toEqual(Object.keys(STAFF_SCREENS).sort());
  });
});
