import { screensSurviveEveryShape } from '@/test/shapesSuite';

describe('staff screens survive every reply shape: settings', () => {
  screensSurviveEveryShape('settings');
});
