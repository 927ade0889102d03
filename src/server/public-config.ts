import { eq } from 'drizzle-orm';
import type { Channel } from '@/domain/channels';
import { getDb } from './runtime';
import { publicConfig } from './db/schema';
import { reporter } from './reporter';

export interface PublicConfig {
  /** Menu keys the channel shows; absent means every item the role allows. */
  menu?: string[];
  chatEnabled?: boolean;
  fallback?: boolean;
}

const CACHE_MS = 30_000;
const cache = new Map<string, { at: number; config: PublicConfig }>();

/** Public config per channel (spec §7), cached briefly; on failure a minimal config with fallback menus (spec §8). */
export async function publicConfigFor(channel: Channel): Promise<PublicConfig> {
  const cached = cache.get(channel.id);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.config;
  try {
    const db = await getDb();
    const [row] = await db.select().from(publicConfig).where(eq(publicConfig.channelId, channel.id));
    const config = (row?.config as PublicConfig | undefined) ?? {};
    cache.set(channel.id, { at: Date.now(), config });
    return config;
  } catch (error) {
    reporter.warn({ err: error, channel: channel.id }, 'public config failed, using fallback menus');
    return { fallback: true };
  }
}
