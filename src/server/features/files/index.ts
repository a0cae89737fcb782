// Stored files as a whole: the sweep of files no row references.
export { ORPHAN_GRACE_MS, sweepOrphanFiles, type OrphanSweepResult } from './sweep-orphan-files';
