import { z } from 'zod';
import { FIELD_MAX, type LimitedField } from '../forms/limits';

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

/**
 * One line of text (names, address fields, codes): trimmed, without control characters. NUL cannot
 * be stored by PostgreSQL, and a line break or an escape has no place in a name.
 */
export const line = () =>
  z
    .string()
    .trim()
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: CONTROL_CHARACTERS_MESSAGE });

/** One line of a form field, at most the field's declared maximum (`FIELD_MAX`). */
export const limitedLine = (name: LimitedField) => line().max(FIELD_MAX[name]);

/**
 * A text field of a settings form as it is posted: bounded only against abuse (far beyond any field's
 * maximum), so that the service's route decides (its refusal marks the field with its limit, in the page's
 * language) and the form keeps what was typed.
 */
const FORM_FIELD_MAX = 20_000;
export const formField = () => z.string().max(FORM_FIELD_MAX).optional();

/** Free text of several lines (messages, descriptions): line breaks and tabs, no other control characters. */
export const multiline = () =>
  z
    .string()
    .trim()
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, { error: CONTROL_CHARACTERS_MESSAGE });

/** An e-mail address as a form field: present, at most 254 characters (RFC 5321), then well formed. */
export const emailField = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(FIELD_MAX.email)
    .pipe(z.email({ error: 'Please give a valid e-mail address' }));
