import fs from 'node:fs';
import path from 'node:path';

/**
 * Every Astro Action, discovered from src/actions: `<area>.<name>` for each `name: defineAction(` of each
 * exported area (src/actions/index.ts registers every area module).
 */
export function discoverActions(dir = 'src/actions'): string[] {
  const names: string[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const area = /export const (\w+) = \{/.exec(source)?.[1];
    if (!area) continue;
    for (const [, name] of source.matchAll(/^ {2}(\w+): defineAction\(/gm)) names.push(`${area}.${name}`);
  }
  return names;
}
