/**
 * Imports every module that registers start-up work with `onRuntimeStart`.
 * The order of the imports is the order the work starts in.
 */
import './seed/register';
import './mail/sender';
import './push/start';
import './jobs/start';
import './services/upload/recovery';
