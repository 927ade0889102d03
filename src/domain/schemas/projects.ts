import { z } from 'zod';
import { line } from './text';

/** Saved projects API (spec §3, §7). */
export const savedProject = z.object({
  id: z.string(),
  name: z.string(),
  articleId: z.string(),
  /** The kind of product (PhotoBook, Canvas, …); null for an article the catalogue no longer has. */
  articleType: z.string().nullable(),
  channel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedProject = z.infer<typeof savedProject>;
export const savedProjectPage = z.object({ projects: z.array(savedProject), totalProjectCount: z.number().int() });

export const projectsQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const projectInput = z.object({
  name: line().min(1, { error: 'Please give your project a name' }).max(120),
  articleId: line().min(1).max(60),
});
