/** Runs at most `concurrency` tasks at once; the rest wait their turn in order. */
export function createTaskLimiter(concurrency: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < concurrency) active += 1;
    // A finishing task hands its slot straight to the next one, so the count never overshoots.
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
