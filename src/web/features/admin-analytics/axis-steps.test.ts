import { describe, expect, it } from 'vitest';
import { axisSteps } from './axis-steps';

describe('axisSteps', () => {
  it('steps counts and money in whole units only, growing', () => {
    for (const scale of ['count', 'money']) {
      const steps = axisSteps(scale);
      expect(steps, scale).toBeDefined();
      for (const step of steps!) expect(Number.isInteger(step), `${scale} ${step}`).toBe(true);
      expect([...steps!].sort((a, b) => a - b)).toEqual(steps);
      // A month of payouts in crores still gets a step.
      expect(steps!.at(-1)!).toBeGreaterThanOrEqual(10_000_000);
    }
  });

  it("leaves hours to uPlot's own steps", () => {
    expect(axisSteps('hours')).toBeUndefined();
  });
});
