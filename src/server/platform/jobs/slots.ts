// A schedule slot names one period of a job's schedule in UTC: '2026-11-25T13' is that hour,
// '2026-11-25' that day. The slot is the claim's key, so instances whose clocks differ a little
// may run a slot a little earlier or later, but never twice.
export type Every = 'hour' | 'day';

export function slotOf(every: Every, at: Date): string {
  const iso = at.toISOString();
  return every === 'hour' ? iso.slice(0, 13) : iso.slice(0, 10);
}
