import { ActionError, type ActionAPIContext } from 'astro:actions';
import { reportError, reportFailedAction } from '@/server/reporter';
import { isUnavailable } from '@/server/http/errors';

/**
 * Wraps an action handler: expected failures (ActionError) pass through and are reported as
 * `<NAME>_FAILED`; anything else is reported and becomes the general error message, never a stack trace.
 */
export function safe<I, O>(name: string, handler: (input: I, context: ActionAPIContext) => Promise<O>) {
  return async (input: I, context: ActionAPIContext): Promise<O> => {
    try {
      return await handler(input, context);
    } catch (error) {
      reportFailedAction(`${name}_FAILED`, { requestId: context.locals.ctx.requestId });
      if (error instanceof ActionError) throw error;
      if (!isUnavailable(error)) reportError(error, { requestId: context.locals.ctx.requestId, action: name });
      throw new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: context.locals.ctx.t('errors.unexpected') });
    }
  };
}
