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
