import type { CornerName } from './corners';
import { cropSaveBlock, type CornerStart } from './cropSaving';

const ALL: CornerName[] = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'];

describe('cropSaveBlock: may this crop be saved', () => {
  it.each<[string, boolean, CornerStart, CornerName[], boolean, string | null, CornerName[]]>([
    ['no picture yet', false, 'edges', [], false, 'noPicture', ALL],
    ['no picture, even with all four placed', false, 'edges', ALL, false, 'noPicture', []],
    ['corners at the edges, none placed', true, 'edges', [], false, 'placeCorners', ALL],
    ['corners at the edges, three placed', true, 'edges', ['topLeft', 'topRight', 'bottomRight'], false, 'placeCorners', ['bottomLeft']],
    ['corners at the edges, all four placed', true, 'edges', ALL, false, null, []],
    ['a corner placed twice counts once', true, 'edges', ['topLeft', 'topLeft', 'topRight', 'bottomRight'], false, 'placeCorners', ['bottomLeft']],
    ['edges cannot be confirmed instead of placed', true, 'edges', [], true, 'placeCorners', ALL],
    ['suggested corners, neither confirmed nor placed', true, 'suggested', [], false, 'confirmOrPlace', ALL],
    ['suggested corners, one moved, not confirmed', true, 'suggested', ['bottomLeft'], false, 'confirmOrPlace', ['topLeft', 'topRight', 'bottomRight']],
    ['suggested corners confirmed', true, 'suggested', [], true, null, []],
    ['suggested corners, one moved, then confirmed', true, 'suggested', ['topRight'], true, null, []],
    ['suggested corners, all four placed', true, 'suggested', ALL, false, null, []],
  ])('%s', (_label, shown, start, placed, confirmed, reason, left) => {
    const block = cropSaveBlock({ shown, start, placed, confirmed });
    expect(block?.reason ?? null).toBe(reason);
    if (block) expect(block.left).toEqual(left);
  });
});
