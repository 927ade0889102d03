// Seeds the demo into an empty database without serving (builds first if needed).
import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { env } from './environment.mjs';

const serverDir = path.resolve(env.OUT_DIR, 'server');
if (!fs.existsSync(path.join(serverDir, 'runtime.mjs'))) execFileSync('node_modules/.bin/astro', ['build'], { stdio: 'inherit' });
const runtime = await import(pathToFileURL(path.join(serverDir, 'runtime.mjs')).href);
await (await runtime.getRuntime()).stop();
console.log('database ready');
