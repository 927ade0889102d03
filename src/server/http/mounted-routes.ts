import type { AnyRoute } from './route';

export interface MountedRoute extends AnyRoute {
  service: string;
}

const modules = import.meta.glob<{ routes: AnyRoute[] }>('../services/*/routes.ts', { eager: true });

/** Every API route of every service, discovered from `src/server/services/<service>/routes.ts`. */
export const allRoutes: MountedRoute[] = Object.entries(modules).flatMap(([file, mod]) => {
  const service = file.split('/').at(-2)!;
  return mod.routes.map((r) => ({ ...r, service }));
});
