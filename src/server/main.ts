/**
 * The server's entry (the middleware and scripts/server.mjs load it): the runtime together with every
 * module that registers start-up work, imported before the runtime is first started.
 */
import './startup';

export * from './runtime';
export { isUnavailable } from './http/errors';
export { demoSeedPending } from './seed/register';
