import { onRuntimeStart } from '../runtime';
import { startWorker } from './worker';
import './handlers';

/** Starts this process's job loops once the database is ready. */
onRuntimeStart('jobs', (database) => startWorker(database));
