export { enqueueJob, cancelQueuedJobs, jobStatus, type ClaimedJob, type EnqueueOptions } from './queue';
export { registerJobHandler, registerPeriodicJob, PermanentJobError, type JobHandler, type JobContext } from './worker';
export { jobSettings } from './settings';
