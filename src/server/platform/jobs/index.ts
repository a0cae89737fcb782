// The job runner: scheduled jobs once per slot across instances, polling workers on each.
export {
  JobRunner,
  errorText,
  makeInstanceId,
  type JobResult,
  type JobRunnerOptions,
  type PollingWorker,
  type RunOutcome,
  type ScheduledJob,
} from './job-runner';
export { slotOf, type Every } from './slots';
