import { z } from 'zod';

/** A trimmed string without NUL characters, which PostgreSQL text and jsonb cannot store. */
export const noNul = () => z.string().trim().regex(/^[^\u0000]*$/, { error: 'Text must not contain NUL characters' });
