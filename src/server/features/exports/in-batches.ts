// Rows read a batch at a time, keyed on the id (no OFFSET, no giant array): an export of a
// year's rows holds at most one batch in memory and each query stays an index range scan.
export const EXPORT_BATCH_SIZE = 500;

export async function* inBatches<Row extends { id: number }>(
  readAfter: (lastId: number, limit: number) => Promise<Row[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row> {
  let lastId = 0;
  for (;;) {
    const batch = await readAfter(lastId, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    lastId = batch[batch.length - 1]!.id;
  }
}
