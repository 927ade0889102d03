export { enqueueJob, cancelQueuedJobs, type ClaimedJob, type EnqueueOptions } from './queue';
export { PermanentJobError, type JobDefinition, type JobHandler, type JobContext } from './worker';
export { jobSettings } from './settings';
