import { z } from 'zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { route } from '../../http/route';
import { forbidden, notFound, HttpError } from '../../http/errors';
import { shopProjects } from '../../db/schema';
import { matchingRows, pageTotal } from '../../db/paged';
import { preparedPerDb } from '../../db/prepared';
import { projectsQuery, projectInput, type SavedProject } from '@/domain/schemas/projects';
import { articleById } from '../merchandise/catalogue';
import { savedProject, savedProjectPage } from '@/domain/schemas/projects';
import { okAnswer } from '@/domain/schemas/answers';

function toProject(row: typeof shopProjects.$inferSelect): SavedProject {
  return {
    id: row.id,
    name: row.name,
    articleId: row.articleId,
    articleType: articleById(row.articleId)?.type ?? null,
    channel: row.channelId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The overview and the projects page read this on every visit. */
const projectsPage = preparedPerDb((db) =>
  db
    .select({ project: shopProjects, total: matchingRows })
    .from(shopProjects)
    .where(eq(shopProjects.accountId, sql.placeholder('accountId')))
    .orderBy(desc(shopProjects.updatedAt), desc(shopProjects.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('projects_page'),
);

/** Saved projects API of spec §7, mounted at /api/projects. */
export const routes = [
  route({
    method: 'GET',
    path: '/api/v2/projects/:accountId',
    access: 'user',
    summary: "The caller's saved projects, the latest first",
    response: savedProjectPage,
    refusals: { 403: 'The path names another account' },
    params: z.object({ accountId: z.uuid({ error: 'Account id must be a UUID' }) }),
    query: projectsQuery,
    handler: async ({ db, viewer, params, query }) => {
      if (params.accountId !== viewer.accountId) throw forbidden('You can only read your own projects');
      const page = await projectsPage(db).execute({ accountId: viewer.accountId, limit: query.limit, offset: query.skip });
      const total = await pageTotal(page, query.skip, () => db.$count(shopProjects, eq(shopProjects.accountId, viewer.accountId)));
      return { projects: page.map((r) => toProject(r.project)), totalProjectCount: total };
    },
  }),
  route({
    method: 'POST',
    path: '/api/v2/projects',
    access: 'user',
    response: savedProject,
    refusals: { 422: 'The article is not known' },
    body: projectInput,
    summary: 'The editor saves a new project',
    handler: async ({ db, viewer, body, ctx }) => {
      if (!articleById(body.articleId)) throw new HttpError(422, `Unknown article ${body.articleId}`);
      const [row] = await db
        .insert(shopProjects)
        .values({ accountId: viewer.accountId, name: body.name, articleId: body.articleId, channelId: ctx.channel.id })
        .returning();
      return toProject(row);
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/v2/project/:id',
    access: 'user',
    summary: 'Deletes a saved project',
    response: okAnswer,
    params: z.object({ id: z.uuid({ error: 'Project id must be a UUID' }) }),
    handler: async ({ db, viewer, params }) => {
      const deleted = await db
        .delete(shopProjects)
        .where(and(eq(shopProjects.id, params.id), eq(shopProjects.accountId, viewer.accountId)))
        .returning({ id: shopProjects.id });
      if (deleted.length === 0) throw notFound('Project not found');
      return { ok: true };
    },
  }),
];
