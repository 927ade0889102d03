import { describe, it, expect } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The layer rules of docs/architecture.md are lint rules; each wrong import below must fail the lint.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

async function problemsOf(filePath: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps src/domain pure', async () => {
    expect(await problemsOf('src/domain/wrong.ts', "import { getDb } from '@/server/runtime';\nexport const x = getDb;\n")).toHaveLength(1);
    expect(
      await problemsOf('src/domain/orders/wrong.ts', "import { getDb } from '../../server/runtime';\nexport const x = getDb;\n"),
    ).toHaveLength(1);
    expect(await problemsOf('src/domain/right.ts', "import { CHANNELS } from '@/domain/channels';\nexport const x = CHANNELS;\n")).toEqual(
      [],
    );
  });

  it('never lets an island import another island or a server module, nor a store a *.server module', async () => {
    expect(
      await problemsOf(
        'src/islands/photos/Wrong.tsx',
        "import PhotoGrid from '@/islands/photos/PhotoGrid';\nexport const x = PhotoGrid;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problemsOf('src/islands/photos/Wrong.tsx', "import { getDb } from '@/server/runtime';\nexport const x = getDb;\n"),
    ).toHaveLength(1);
    expect(
      await problemsOf('src/islands/photos/Wrong.tsx', "import { apiFor } from '@/client/in-process.server';\nexport const x = apiFor;\n"),
    ).toHaveLength(1);
    expect(
      await problemsOf('src/stores/wrong.ts', "import { apiFor } from '@/client/in-process.server';\nexport const x = apiFor;\n"),
    ).toHaveLength(1);
    expect(
      await problemsOf('src/islands/photos/Right.tsx', "import { $modals } from '@/stores/photos-ui';\nexport const x = $modals;\n"),
    ).toEqual([]);
  });

  it('reaches the photo library only through its manager', async () => {
    const internal = "import { $library } from '@/stores/library/state';\nexport const x = $library;\n";
    expect(await problemsOf('src/islands/photos/Wrong.tsx', internal)).toHaveLength(1);
    expect(
      await problemsOf('src/stores/wrong.ts', "import { $counts } from './library/counts';\nexport const x = $counts;\n"),
    ).toHaveLength(1);
    expect(
      await problemsOf('src/islands/photos/Right.tsx', "import { $library } from '@/stores/library';\nexport const x = $library;\n"),
    ).toEqual([]);
    const lazy = "export const walk = () => import('@/stores/library/walk');\n";
    expect(await problemsOf('src/islands/photos/Right.tsx', lazy)).toEqual([]);
  });

  it('lets pages reach services only through the clients', async () => {
    const page = "---\nimport { routes } from '@/server/services/customer/routes';\nconst n = routes.length;\n---\n<p>{n}</p>\n";
    expect(await problemsOf('src/pages/wrong.astro', page)).toHaveLength(1);
    expect(
      await problemsOf('src/actions/wrong.ts', "import { routes } from '@/server/services/customer/routes';\nexport const x = routes;\n"),
    ).toHaveLength(1);
  });

  it('keeps the account flows, sign-in, sessions and the database behind the service routes', async () => {
    const lifecycle = "import { requestEmailChange } from '@/server/lifecycle';\nexport const x = requestEmailChange;\n";
    expect(await problemsOf('src/actions/wrong.ts', lifecycle)).toHaveLength(1);
    const table = "---\nimport { customers } from '@/server/db/schema';\nconst t = customers;\n---\n<p>{String(t)}</p>\n";
    expect(await problemsOf('src/pages/my-photos/wrong.astro', table)).toHaveLength(1);
    const db = "import { getDatabase } from '@/server/db';\nexport const x = getDatabase;\n";
    expect(await problemsOf('src/components/settings/wrong.ts', db)).toHaveLength(1);
    expect(
      await problemsOf(
        'src/layouts/wrong.ts',
        "import { peekConfirmationToken } from '@/server/lifecycle/confirmation-tokens';\nexport const x = peekConfirmationToken;\n",
      ),
    ).toHaveLength(1);
    const signIn = "import { signIn } from '@/server/identity';\nexport const x = signIn;\n";
    expect(await problemsOf('src/actions/wrong.ts', signIn)).toHaveLength(1);
    const revoke =
      "---\nimport { revokeRefreshToken } from '@/server/auth/session-tokens';\nconst r = revokeRefreshToken;\n---\n<p>{String(r)}</p>\n";
    expect(await problemsOf('src/pages/wrong.astro', revoke)).toHaveLength(1);
    const runtime = "import { getDb } from '@/server/runtime';\nexport const x = getDb;\n";
    expect(await problemsOf('src/actions/wrong.ts', runtime)).toHaveLength(1);
    const cookies = "import { setAuthCookies } from '@/server/auth/cookies';\nexport const x = setAuthCookies;\n";
    expect(await problemsOf('src/actions/right.ts', cookies)).toEqual([]);
    const client = "import { apiFor } from '@/client/in-process.server';\nexport const x = apiFor;\n";
    expect(await problemsOf('src/actions/right.ts', client)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // src/server/main.ts imports the runtime, so the runtime importing main closes a circle.
    const runtime = "import { getRuntime } from './main';\nexport const x = getRuntime;\n";
    expect(await problemsOf('src/server/runtime.ts', runtime, 'import-x/no-cycle')).toHaveLength(1);
    const json = "import { dispatch } from './dispatch';\nexport const x = dispatch;\n";
    expect(await problemsOf('src/server/http/json.ts', json, 'import-x/no-cycle')).toHaveLength(1);
    const fine = "import { serverConfig } from './config';\nexport const x = serverConfig;\n";
    expect(await problemsOf('src/server/runtime.ts', fine, 'import-x/no-cycle')).toEqual([]);
  });
});

describe('module size', () => {
  /** A function of `lines` statements, and a file of `filler` more lines after it. */
  const code = (lines: number, filler = 0) =>
    `export function big(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines)}  return n;\n}\n${'export const x = 1;\n'.repeat(filler)}`;

  it('refuses a function of an island or a page over 80 lines, and a file over 300', async () => {
    expect(await problemsOf('src/islands/photos/grid/Big.tsx', code(80), 'max-lines-per-function')).toHaveLength(1);
    expect(await problemsOf('src/islands/photos/grid/Small.tsx', code(70), 'max-lines-per-function')).toEqual([]);
    expect(await problemsOf('src/islands/photos/grid/Long.tsx', code(70, 240), 'max-lines')).toHaveLength(1);
  });

  it('spares the listed exceptions, and code outside islands and pages', async () => {
    expect(await problemsOf('src/islands/photos/grid/Scrubber.tsx', code(120), 'max-lines-per-function')).toEqual([]);
    expect(await problemsOf('src/server/services/photos/big.ts', code(120), 'max-lines-per-function')).toEqual([]);
  });
});
