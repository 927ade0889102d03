/** Feature flags of spec §6 and their resolution: local override, then remote flag, then per-host list. */
export const FEATURE_FLAGS = [
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementOrderPrintsEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementUploadViewEnabled',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** Channels (by host prefix, '' is the default host) on which each flag is on when nothing else says. */
const FLAG_HOSTS: Record<FeatureFlag, readonly string[]> = {
  PhotoManagementSharedAlbumsViewEnabled: ['', 'nl', 'be', 'de', 'fr'],
  PhotoManagementOrderPrintsEnabled: ['', 'nl', 'be', 'de', 'fr', 'es', 'it'],
  PhotoManagementAlbumViewEnabled: ['', 'nl', 'be', 'de', 'fr', 'es', 'it', 'dk', 'pt', 'no', 'se'],
  PhotoManagementTimelineViewEnabled: ['', 'nl', 'be', 'de', 'fr', 'es', 'it', 'dk', 'pt', 'no', 'se'],
  PhotoManagementUploadViewEnabled: ['', 'nl', 'be', 'de', 'fr', 'es', 'it', 'dk', 'pt', 'no', 'se'],
};

export type FlagSource = Partial<Record<FeatureFlag, boolean>>;

export function resolveFlags(hostPrefix: string, localOverride: FlagSource, remote: FlagSource): FeatureFlags {
  const entries = FEATURE_FLAGS.map((flag) => [flag, localOverride[flag] ?? remote[flag] ?? FLAG_HOSTS[flag].includes(hostPrefix)]);
  return Object.fromEntries(entries) as FeatureFlags;
}

/** Reads `name=true|false` pairs, ignoring anything that is not a known flag. */
export function parseFlagPairs(pairs: Iterable<[string, string]>): FlagSource {
  const out: FlagSource = {};
  for (const [name, value] of pairs) {
    if ((FEATURE_FLAGS as readonly string[]).includes(name) && (value === 'true' || value === 'false')) {
      out[name as FeatureFlag] = value === 'true';
    }
  }
  return out;
}

/** Order prints show only when the flag is on and the user has not hidden them. */
export function orderPrintsVisible(flags: FeatureFlags, hideOrderPrints: boolean): boolean {
  return flags.PhotoManagementOrderPrintsEnabled && !hideOrderPrints;
}
