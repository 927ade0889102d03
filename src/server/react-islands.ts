import { Renderer } from 'astro/runtime/server/index.js';

/**
 * The islands' components, marked as React's. Astro finds an unmarked component's renderer by asking each
 * renderer's `check()`, and @astrojs/react's calls the component once more, hooks and all, to see what it
 * returns: every island ran twice per server render (the photo grid's layout of every month included).
 */
const islands = import.meta.glob<unknown>('/src/islands/photos/*.tsx', { eager: true, import: 'default' });
for (const component of Object.values(islands)) {
  if (typeof component === 'function' && !(Renderer in component)) Object.defineProperty(component, Renderer, { value: '@astrojs/react' });
}
