import { describe, it, expect } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The layer rules of docs/architecture.md are lint rules; each wrong import below must fail the lint.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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

  it('never lets an island import another island or a server module', async () => {
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
      await problemsOf('src/islands/photos/Right.tsx', "import { $selection } from '@/stores/photos-ui';\nexport const x = $selection;\n"),
    ).toEqual([]);
  });

  it('lets pages reach services only through the clients', async () => {
    const page = "---\nimport { routes } from '@/server/services/customer/routes';\nconst n = routes.length;\n---\n<p>{n}</p>\n";
    expect(await problemsOf('src/pages/wrong.astro', page)).toHaveLength(1);
    expect(
      await problemsOf('src/actions/wrong.ts', "import { routes } from '@/server/services/customer/routes';\nexport const x = routes;\n"),
    ).toHaveLength(1);
  });
});
