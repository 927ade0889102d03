import { z } from 'zod';
import { line, multiline } from './text';
import { FIELD_MAX } from '../forms/limits';

/** Widget (online product) and gallery API schemas (spec §3, §7). */
export const galleryEntry = z.object({
  id: z.string(),
  widgetId: z.string(),
  channel: z.string(),
  title: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GalleryEntry = z.infer<typeof galleryEntry>;

export const widget = z.object({
  productCode: z.string(),
  orderCode: z.string(),
  title: z.string(),
  /** The ordered article and its kind (PhotoBook, …). */
  articleId: z.string(),
  articleType: z.string().nullable(),
  channel: z.string(),
  createdAt: z.string(),
  viewUrl: z.url(),
  galleryEntries: z.array(galleryEntry),
});
export type Widget = z.infer<typeof widget>;
export const widgetList = z.object({ widgets: z.array(widget) });

export const widgetInput = z.object({ title: line().min(1).max(120).optional() });

export const GALLERY_CATEGORIES = ['family', 'travel', 'wedding', 'baby', 'holidays', 'portfolio'] as const;
export const categories = z.object({ categories: z.array(z.object({ name: z.enum(GALLERY_CATEGORIES) })) });

export const galleryEntryInput = z.object({
  widgetId: z.string().regex(/^[A-Za-z0-9._-]{1,60}$/, { error: 'widgetId is not valid' }),
  channel: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, { error: 'channel is not valid' }),
  title: line().min(1, { error: 'Please give the entry a title' }).max(FIELD_MAX.title),
  description: multiline().max(FIELD_MAX.description).default(''),
  categories: z.array(z.enum(GALLERY_CATEGORIES)).max(GALLERY_CATEGORIES.length).default([]),
});
export const galleryEntryUpdate = galleryEntryInput.omit({ widgetId: true, channel: true });

const base64Text = (max: number, message: string) =>
  z
    .string()
    .max(Math.ceil((max * 4) / 3) + 4)
    .transform((value, ctx) => {
      try {
        const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    });

/** Share query of PUT /v1/widget/{code}/share: sender name and message travel base64-encoded (UTF-8). */
export const shareQuery = z.object({
  vendorId: z.coerce.number().int().min(1),
  fromName: base64Text(FIELD_MAX.fromName, 'fromName must be base64').pipe(
    line().min(1, { error: 'Please enter your name' }).max(FIELD_MAX.fromName),
  ),
  toEmailAddress: z.email({ error: 'Please enter a valid e-mail address' }).max(FIELD_MAX.toEmailAddress),
  personalMessage: base64Text(FIELD_MAX.personalMessage, 'personalMessage must be base64')
    .pipe(multiline().max(FIELD_MAX.personalMessage))
    .optional(),
});
