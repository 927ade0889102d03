import { describe, it, expect, vi, beforeEach } from 'vitest';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { AstroGlobal } from 'astro';
import { HttpStatusError } from '@/client/http';
import { translator } from '@/i18n/translator.server';
import { DEFAULT_CHANNEL } from '@/domain/channels';
import LoadError from '@/components/settings/LoadError.astro';

const me = vi.fn();
vi.mock('@/client/in-process.server', () => ({ apiFor: () => ({ customer: { me: () => me(), newsletter: async () => 'none' } }) }));
vi.mock('@/server/reporter', () => ({ reportError: vi.fn() }));

const { loadSettings } = await import('@/components/settings/load.server');
const { reportError } = await import('@/server/reporter');

const viewer = { accountId: 'a1', email: 'a@test.example', business: false };
const astro = (v: unknown = viewer) =>
  ({ locals: { ctx: { viewer: v, channel: DEFAULT_CHANNEL, requestId: 'r1' } } }) as unknown as AstroGlobal;

describe('loading the settings', () => {
  beforeEach(() => {
    me.mockReset();
    vi.mocked(reportError).mockClear();
  });

  it('a failure is reported and shown as a load error, not a 500', async () => {
    me.mockRejectedValue(new Error('connection reset'));
    expect(await loadSettings(astro())).toEqual({ ok: false, gone: false });
    expect(reportError).toHaveBeenCalledOnce();
  });

  it('a missing customer means the account is gone (spec §4: sent to logout)', async () => {
    me.mockRejectedValue(new HttpStatusError(404, 'Customer not found'));
    expect(await loadSettings(astro())).toEqual({ ok: false, gone: true });
    expect(await loadSettings(astro(null))).toEqual({ ok: false, gone: true });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('the load error says so in the words of spec §8, with a way to try again', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(LoadError, {
      // LoadError reads only the translator and the channel.
      locals: { ctx: { t: translator('en-GB'), channel: DEFAULT_CHANNEL } as never },
      request: new Request('http://localhost/settings'),
    });
    expect(html).toContain('An error occurred loading your settings');
    expect(html).toContain('role="alert"');
    expect(html).toContain('href="/settings"');
  });
});
