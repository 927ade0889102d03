import { defineAction, ActionError } from 'astro:actions';
import { z } from 'zod';
import { HttpStatusError } from '@/client/http';
import { apiFor } from '@/client/in-process.server';
import { safe } from './safe';
import { signedIn } from './settings';

/** The settings button that asks for a copy of the customer's personal data. */
export const dataExport = {
  request: defineAction({
    accept: 'form',
    input: z.object({}),
    handler: safe('DATA_EXPORT_REQUEST', async (_input, context) => {
      signedIn(context);
      const { ctx } = context.locals;
      try {
        await apiFor(ctx).dataExports.start();
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 409)
          throw new ActionError({ code: 'CONFLICT', message: ctx.t('dataExport.running') });
        throw error;
      }
      return { requested: true };
    }),
  }),
};
