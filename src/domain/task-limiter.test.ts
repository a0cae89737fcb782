import { describe, expect, it } from 'vitest';
import { createFairTaskLimiter, createTaskLimiter } from './task-limiter';

/** A task that resolves when released, recording its start. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: async () => (log.push(name), done), release };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskLimiter', () => {
  it('runs at most `concurrency` tasks, the rest in order', async () => {
    const run = createTaskLimiter(1);
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const pa = run(a.task);
    const pb = run(b.task);
    await tick();
    expect(log).toEqual(['a']);
    a.release();
    await pa;
    await tick();
    expect(log).toEqual(['a', 'b']);
    b.release();
    await pb;
  });
});

describe('createFairTaskLimiter', () => {
  it("starts another owner's task at the first free slot, before the first owner's backlog", async () => {
    const run = createFairTaskLimiter(2);
    const log: string[] = [];
    const heavy = Array.from({ length: 10 }, (_, index) => gate(log, `heavy-${index}`));
    const runs = heavy.map((g) => run('heavy', g.task));
    const victim = gate(log, 'victim');
    const victimRun = run('victim', victim.task);
    await tick();
    expect(log).toEqual(['heavy-0', 'heavy-1']);
    heavy[0]!.release();
    await tick();
    expect(log).toEqual(['heavy-0', 'heavy-1', 'victim']);
    victim.release();
    for (const g of heavy) g.release();
    await Promise.all([...runs, victimRun]);
    expect(log).toHaveLength(11);
  });

  it('takes turns between owners with backlogs, never exceeding the limit', async () => {
    const run = createFairTaskLimiter(2);
    let active = 0;
    let peak = 0;
    const order: string[] = [];
    const task = (name: string) => async () => {
      active += 1;
      peak = Math.max(peak, active);
      order.push(name);
      await tick();
      active -= 1;
    };
    await Promise.all([
      ...['a1', 'a2', 'a3', 'a4'].map((name) => run('a', task(name))),
      ...['b1', 'b2', 'b3', 'b4'].map((name) => run('b', task(name))),
    ]);
    expect(peak).toBe(2);
    // a1 and a2 took the free slots; from then on each owner holds one slot at a time.
    expect(order).toEqual(['a1', 'a2', 'b1', 'a3', 'b2', 'a4', 'b3', 'b4']);
    expect(order).toHaveLength(8);
  });

  it('frees the slot when a task fails', async () => {
    const run = createFairTaskLimiter(1);
    await expect(run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run('b', async () => 'ok')).resolves.toBe('ok');
  });
});
