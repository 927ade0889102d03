import { z } from 'zod';

/** What every service answers to a refused or failed request (spec §8: the message is shown as is). */
export const errorAnswer = z.object({
  message: z.string(),
  /** Which part of the input was not valid, for 400 answers. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** For 500 answers: the id to quote when contacting support. */
  requestId: z.string().optional(),
});

/** The answer of a write that has nothing else to say. */
export const okAnswer = z.object({ ok: z.literal(true) });
