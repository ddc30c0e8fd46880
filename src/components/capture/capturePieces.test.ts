import { assessFrame, measureFrame, type Assessment, type FrameMeasures } from '@/lib/capture';
import { chequeScene } from '@/test/chequeScene';
import { createFrameChecker } from './frameChecker';
import { cropBox } from './stillImage';

describe('createFrameChecker', () => {
  it('checks on the main thread where there is no worker, with the same verdict as the library', async () => {
    const scene = chequeScene({ blur: 7 });
    const checker = createFrameChecker();
    expect(checker.inWorker).toBe(false);
    const reply = await checker.check({ width: scene.width, height: scene.height, data: scene.data }, 'front');
    expect(reply.assessment).toEqual(assessFrame(measureFrame(scene), 'front'));
    expect(reply.assessment.key).toBe('holdStill');
    expect(reply.ms).toBeGreaterThanOrEqual(0);
    checker.dispose();
  });
});

describe('cropBox: the picture is cut to the corners found, with a margin', () => {
  const measured = (o: Parameters<typeof chequeScene>[0] = {}): [FrameMeasures, Assessment] => {
    const m = measureFrame(chequeScene(o));
    return [m, assessFrame(m, 'front')];
  };

  it('keeps the cheque and a little around it', () => {
    const box = cropBox(...measured())!;
    // The cheque spans x 0.1-0.9 of the frame; its height is 0.8 * 640 / 2.2 = 233 px of 480.
    expect(box.x).toBeGreaterThan(0.05);
    expect(box.x).toBeLessThan(0.1);
    expect(box.x + box.width).toBeGreaterThan(0.9);
    expect(box.x + box.width).toBeLessThan(0.95);
    expect(box.height).toBeGreaterThan(233 / 480);
    expect(box.height).toBeLessThan(0.6);
  });

  it('cuts a blurred or dark-ish picture too (its corners are still good)', () => {
    expect(cropBox(...measured({ blur: 7 }))).not.toBeNull();
  });

  it('does not cut when the corners cannot be trusted', () => {
    expect(cropBox(...measured({ cheque: false }))).toBeNull();
    expect(cropBox(...measured({ fill: 1.1 }))).toBeNull();
    expect(cropBox(...measured({ angle: 90, fill: 0.35 }))).toBeNull();
  });

  it('stays inside the picture', () => {
    const box = cropBox(...measured({ fill: 0.93 }))!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1);
  });
});
