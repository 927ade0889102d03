import type { Db } from './db';
import { featureFlags } from './db/schema';
import { parseFlagPairs, resolveFlags, type FeatureFlags, type FlagSource } from '@/domain/flags';
import type { Channel } from '@/domain/channels';

export const FLAG_OVERRIDE_COOKIE = 'feature_overrides';
const CACHE_MS = 30_000;
let cache: { at: number; rows: { channelId: string; flag: string; enabled: boolean }[] } | null = null;

/** Remote flags for a channel ('*' rows apply to all channels; a channel's own row wins). */
async function remoteFlags(db: Db, channel: Channel): Promise<FlagSource> {
  if (!cache || Date.now() - cache.at > CACHE_MS) {
    const rows = await db.select().from(featureFlags);
    cache = { at: Date.now(), rows };
  }
  const pick = (id: string) => parseFlagPairs(cache!.rows.filter((r) => r.channelId === id).map((r) => [r.flag, String(r.enabled)]));
  return { ...pick('*'), ...pick(channel.id) };
}

/** Local override: a cookie `Flag=true,Flag2=false` set by testers or the mobile app. */
export function localOverride(cookieValue: string | undefined): FlagSource {
  if (!cookieValue) return {};
  return parseFlagPairs(cookieValue.split(',').map((pair) => pair.split('=', 2) as [string, string]));
}

export async function flagsFor(db: Db, channel: Channel, overrideCookie: string | undefined): Promise<FeatureFlags> {
  return resolveFlags(channel.hostPrefix, localOverride(overrideCookie), await remoteFlags(db, channel));
}
