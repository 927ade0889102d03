import { channelById } from '@/domain/channels';
import type { RequestContext } from '../request-context';

/**
 * The channel a request acts for: the one its body or query names (a page calling a service on another
 * origin sends its own), else the channel of the host the service was called on.
 */
export function channelOf(requested: string | undefined, ctx: RequestContext): string {
  return (requested && channelById(requested)?.id) || ctx.channel.id;
}
