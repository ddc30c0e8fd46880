import { inTasks, yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    await yieldToMain(scheduler);
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no scheduler', undefined],
    ['a scheduler without yield', {}],
  ])('with %s, resumes after a timer (a task of its own)', async (_, scheduler) => {
    vi.useFakeTimers();
    try {
      let resumed = false;
      const done = yieldToMain(scheduler).then(() => (resumed = true));
      await Promise.resolve();
      expect(resumed).toBe(false);
      await vi.runAllTimersAsync();
      await done;
      expect(resumed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('inTasks', () => {
  it.each([
    [0, []],
    [1, ['a']],
    [3, ['a', 'b', 'c']],
  ])('runs %i step(s) in order and resolves with their results', async (count, expected) => {
    const steps = expected.map((value) => () => value);
    expect(steps).toHaveLength(count);
    await expect(inTasks(steps)).resolves.toEqual(expected);
  });

  it('runs the first step at once and each next one only after a yield (not in the same task)', async () => {
    vi.useFakeTimers();
    try {
      const ran: string[] = [];
      const done = inTasks([() => ran.push('first'), () => ran.push('second'), () => ran.push('third')]);
      expect(ran).toEqual(['first']);
      // Microtasks alone do not run the next step: it waits for a task.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(ran).toEqual(['first']);
      await vi.runAllTimersAsync();
      await done;
      expect(ran).toEqual(['first', 'second', 'third']);
    } finally {
      vi.useRealTimers();
    }
  });
});
