import { registerJobs, type JobDefinition } from './worker';

/**
 * Registers the jobs of every module that exports `jobHandlers` in the folders where background work
 * lives (the job queue itself, the services, the account lifecycle): a new job needs no list kept here.
 * Route tables define no jobs, and src/server/http/dispatch.ts loads them itself.
 */
const modules = import.meta.glob<{ jobHandlers?: readonly JobDefinition[] }>(
  ['./*.ts', '../services/*/*.ts', '../lifecycle/*.ts', '!./handlers.ts', '!./start.ts', '!./index.ts', '!../services/*/routes.ts'],
  { eager: true },
);

for (const module of Object.values(modules)) if (module.jobHandlers) registerJobs(module.jobHandlers);
