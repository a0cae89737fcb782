// Per-file clean-up tasks. Vitest isolates modules per test file, so this list belongs to one
// file; file-teardown.ts drains it in afterAll.

type Task = () => Promise<void>;

const tasks: Task[] = [];

/** Registers a clean-up task; tasks run last-in first-out after the file's tests. */
export function onFileTeardown(task: Task): void {
  tasks.push(task);
}

export async function runFileTeardown(): Promise<void> {
  const errors: unknown[] = [];
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    try {
      await task();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) {
    throw new AggregateError(errors, 'test teardown failed');
  }
}
