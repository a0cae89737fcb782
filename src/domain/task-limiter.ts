// Runs at most `concurrency` tasks at once; the rest wait their turn in order. The browser bounds
// photo preparation and uploads with it, the server the memory-hungry image decodes.
export function createTaskLimiter(concurrency: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < concurrency) active += 1;
    // A finishing task hands its slot straight to the next one, so no newcomer slips in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * Like createTaskLimiter, but fair across owners (accounts): each owner's tasks wait in their own
 * queue, and a freed slot goes to the waiting owner running the fewest tasks, owners taking turns
 * (round-robin). One owner's backlog of ten never makes another owner wait behind all of it:
 * the other's task starts as soon as one slot frees.
 */
export function createFairTaskLimiter(concurrency: number) {
  let active = 0;
  const running = new Map<string, number>();
  const queues = new Map<string, Array<() => void>>();
  // Owners with waiting tasks, in turn order: the one served last goes to the back.
  const turn: string[] = [];

  const start = (owner: string) => {
    active += 1;
    running.set(owner, (running.get(owner) ?? 0) + 1);
  };
  const next = (): (() => void) | undefined => {
    let chosen = -1;
    for (let index = 0; index < turn.length; index += 1) {
      const count = running.get(turn[index]!) ?? 0;
      if (chosen < 0 || count < (running.get(turn[chosen]!) ?? 0)) chosen = index;
    }
    if (chosen < 0) return undefined;
    const [owner] = turn.splice(chosen, 1) as [string];
    const queue = queues.get(owner)!;
    const resume = queue.shift()!;
    if (queue.length > 0) turn.push(owner);
    else queues.delete(owner);
    start(owner);
    return resume;
  };

  return async function run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    if (active < concurrency) start(owner);
    else {
      // The slot is taken for this owner by whoever hands it over (in next()).
      await new Promise<void>((resolve) => {
        const queue = queues.get(owner);
        if (queue) queue.push(resolve);
        else {
          queues.set(owner, [resolve]);
          turn.push(owner);
        }
      });
    }
    try {
      return await task();
    } finally {
      active -= 1;
      const left = (running.get(owner) ?? 1) - 1;
      if (left > 0) running.set(owner, left);
      else running.delete(owner);
      next()?.();
    }
  };
}
