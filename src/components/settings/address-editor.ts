import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { keptFieldMessages, keptInput } from '@/server/form-actions';
import { loadSettings, areaRedirect, actionErrorMessage, type Area } from './load.server';
import type { Address } from '@/domain/schemas/customer';

export interface AddressEditorProps {
  area: Area;
  addressId?: string;
  loadFailed: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
}

/**
 * Everything the address form needs, resolved in the page's frontmatter (redirects and cookies
 * must happen before the page starts streaming).
 */
export async function prepareAddressEditor(
  Astro: AstroGlobal,
  area: Area,
  addressId?: string,
): Promise<{ redirect: string } | { props: AddressEditorProps }> {
  const guard = areaRedirect(Astro, area);
  if (guard) return { redirect: guard };
  if (addressId !== undefined && !/^[0-9a-f-]{36}$/i.test(addressId))
    return { redirect: area === 'b2b' ? '/settings/b2b' : '/settings/addresses/all' };
  const data = await loadSettings(Astro);
  if (!data.ok && data.gone) return { redirect: '/logout' };
  let address: Address | undefined;
  if (data.ok && addressId) {
    address = data.customer.addresses.find((a) => a.id === addressId);
    if (!address) return { redirect: area === 'b2b' ? '/settings/b2b' : '/settings/addresses/all' };
  }
  const result = Astro.getActionResult(actions.settings.saveAddress);
  // A refused form shows what was typed and the messages at its fields again (src/server/form-actions.ts).
  const typed = keptInput(Astro.locals, actions.settings.saveAddress);
  const values = Object.keys(typed).length > 0 ? typed : address ? { ...address, isDefault: address.isDefault ? 'on' : '' } : {};
  const errors = keptFieldMessages(Astro.locals, actions.settings.saveAddress);
  return { props: { area, addressId, loadFailed: !data.ok, values, errors, message: actionErrorMessage(Astro, result?.error) } };
}
