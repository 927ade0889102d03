import { DEFAULT_LOCALE, PRINTS_PRODUCT_CODE, type Locale } from './constants';

/** A sales channel (brand). Resolved from the request host. */
export interface Channel {
  id: string;
  brandName: string;
  /** First label of the host: '' for localhost, 'nl' for nl.localhost. */
  hostPrefix: string;
  shopUrl: string;
  editorUrl: string;
  /** The prints editor, opened with the channel's prints product code. */
  printsEditorUrl: string;
  printsProductCode: string;
  customerCareUrl: string;
  faqUrl: string;
  currency: string;
  vendorId: number;
  defaultLocale: Locale;
  /** Forced locale wins over any preference (one German channel, spec §9). */
  forcedLocale?: Locale;
  region: string;
  /** The company that sells on this channel, as its invoices name it. */
  supplier: Supplier;
  /** The standard VAT rate of the channel's country, in percent; prices include it. */
  vatRatePercent: number;
}

export interface Supplier {
  name: string;
  /** Address lines as written in the supplier's country. */
  address: string[];
  vatNumber: string;
}

type ChannelSettings = Omit<Channel, 'editorUrl' | 'printsEditorUrl' | 'printsProductCode' | 'customerCareUrl' | 'faqUrl'> & {
  printsProductCode?: string;
};

function channel({ printsProductCode = PRINTS_PRODUCT_CODE, ...c }: ChannelSettings): Channel {
  return {
    ...c,
    printsProductCode,
    editorUrl: `${c.shopUrl}/editor`,
    printsEditorUrl: `${c.shopUrl}/prints-editor?${new URLSearchParams({ productCode: printsProductCode })}`,
    customerCareUrl: `${c.shopUrl}/customer-care`,
    faqUrl: `${c.shopUrl}/faq`,
  };
}

export const CHANNELS: readonly Channel[] = [
  channel({
    id: 'pixelpress-uk',
    brandName: 'PixelPress',
    hostPrefix: '',
    shopUrl: 'https://www.pixelpress.example',
    currency: 'GBP',
    vendorId: 1,
    defaultLocale: 'en-GB',
    region: 'UK',
    supplier: { name: 'PixelPress Ltd', address: ['1 Fleet Street', 'London EC4Y 1AA'], vatNumber: 'GB 987 6543 53' },
    vatRatePercent: 20,
  }),
  channel({
    id: 'fotoflux-nl',
    brandName: 'FotoFlux',
    hostPrefix: 'nl',
    shopUrl: 'https://www.fotoflux.example',
    currency: 'EUR',
    vendorId: 2,
    defaultLocale: 'nl-NL',
    region: 'NL',
    supplier: { name: 'FotoFlux B.V.', address: ['Keizersgracht 100', '1015 CV Amsterdam', 'Nederland'], vatNumber: 'NL859123406B01' },
    vatRatePercent: 21,
  }),
  channel({
    id: 'fotoflux-be',
    brandName: 'FotoFlux België',
    hostPrefix: 'be',
    shopUrl: 'https://be.fotoflux.example',
    currency: 'EUR',
    vendorId: 3,
    defaultLocale: 'nl-BE',
    region: 'BE',
    supplier: { name: 'FotoFlux België BV', address: ['Meir 50', '2000 Antwerpen', 'België'], vatNumber: 'BE0712345630' },
    vatRatePercent: 21,
  }),
  channel({
    id: 'bilderwerk-at',
    brandName: 'Bilderwerk',
    hostPrefix: 'de',
    shopUrl: 'https://www.bilderwerk.example',
    currency: 'EUR',
    vendorId: 4,
    defaultLocale: 'de-AT',
    forcedLocale: 'de-AT',
    region: 'AT',
    supplier: { name: 'Bilderwerk GmbH', address: ['Mariahilfer Straße 10', '1070 Wien', 'Österreich'], vatNumber: 'ATU12345602' },
    vatRatePercent: 20,
  }),
  channel({
    id: 'imagerie-fr',
    brandName: 'Imagerie',
    hostPrefix: 'fr',
    shopUrl: 'https://www.imagerie.example',
    currency: 'EUR',
    vendorId: 5,
    defaultLocale: 'fr-FR',
    region: 'FR',
    supplier: { name: 'Imagerie SAS', address: ['12 rue de Rivoli', '75004 Paris', 'France'], vatNumber: 'FR40123456727' },
    vatRatePercent: 20,
  }),
  channel({
    id: 'fotoflux-es',
    brandName: 'FotoFlux España',
    hostPrefix: 'es',
    shopUrl: 'https://es.fotoflux.example',
    currency: 'EUR',
    vendorId: 6,
    defaultLocale: 'es-ES',
    region: 'ES',
    supplier: { name: 'FotoFlux España S.L.', address: ['Calle de Alcalá 20', '28014 Madrid', 'España'], vatNumber: 'ESB12345609' },
    vatRatePercent: 21,
  }),
  channel({
    id: 'fotoflux-it',
    brandName: 'FotoFlux Italia',
    hostPrefix: 'it',
    shopUrl: 'https://it.fotoflux.example',
    currency: 'EUR',
    vendorId: 7,
    defaultLocale: 'it-IT',
    region: 'IT',
    supplier: { name: 'FotoFlux Italia S.r.l.', address: ['Via Torino 5', '20123 Milano', 'Italia'], vatNumber: 'IT12345678887' },
    vatRatePercent: 22,
  }),
  channel({
    id: 'billedbox-dk',
    brandName: 'Billedbox',
    hostPrefix: 'dk',
    shopUrl: 'https://www.billedbox.example',
    currency: 'DKK',
    vendorId: 8,
    defaultLocale: 'da-DK',
    region: 'DK',
    printsProductCode: 'BILLEDBOX-PRINTS',
    supplier: { name: 'Billedbox ApS', address: ['Vesterbrogade 30', '1620 København V', 'Danmark'], vatNumber: 'DK12345607' },
    vatRatePercent: 25,
  }),
  channel({
    id: 'fotoflux-pt',
    brandName: 'FotoFlux Portugal',
    hostPrefix: 'pt',
    shopUrl: 'https://pt.fotoflux.example',
    currency: 'EUR',
    vendorId: 9,
    defaultLocale: 'pt-PT',
    region: 'PT',
    supplier: { name: 'FotoFlux Portugal Lda.', address: ['Rua Augusta 100', '1100-053 Lisboa', 'Portugal'], vatNumber: 'PT501234500' },
    vatRatePercent: 23,
  }),
  channel({
    id: 'billedbox-no',
    brandName: 'Billedbox Norge',
    hostPrefix: 'no',
    shopUrl: 'https://no.billedbox.example',
    currency: 'NOK',
    vendorId: 10,
    defaultLocale: 'nb-NO',
    region: 'NO',
    printsProductCode: 'BILLEDBOX-PRINTS',
    supplier: { name: 'Billedbox Norge AS', address: ['Karl Johans gate 5', '0154 Oslo', 'Norge'], vatNumber: 'NO912345602MVA' },
    vatRatePercent: 25,
  }),
  channel({
    id: 'billedbox-se',
    brandName: 'Billedbox Sverige',
    hostPrefix: 'se',
    shopUrl: 'https://se.billedbox.example',
    currency: 'SEK',
    vendorId: 11,
    defaultLocale: 'sv-SE',
    region: 'SE',
    printsProductCode: 'BILLEDBOX-PRINTS',
    supplier: { name: 'Billedbox Sverige AB', address: ['Drottninggatan 50', '111 21 Stockholm', 'Sverige'], vatNumber: 'SE556123456701' },
    vatRatePercent: 25,
  }),
];

export const DEFAULT_CHANNEL = CHANNELS[0];

/** Resolves the channel from a host name such as `nl.localhost` or `nl.account.example`. */
export function channelForHost(host: string): Channel {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  const labels = name.split('.');
  const prefix = labels.length > 1 ? labels[0] : '';
  return CHANNELS.find((c) => c.hostPrefix !== '' && c.hostPrefix === prefix) ?? DEFAULT_CHANNEL;
}

export function channelById(id: string): Channel | undefined {
  return CHANNELS.find((c) => c.id === id);
}

export function localeOfChannel(channel: Channel): Locale {
  return channel.forcedLocale ?? channel.defaultLocale ?? DEFAULT_LOCALE;
}

/**
 * The parent domain that auth cookies are set on: the host without its channel prefix.
 * `localhost` and `*.localhost` get no Domain attribute: browsers keep host-only cookies there.
 */
export function cookieDomainForHost(host: string): string | undefined {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || /^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  const labels = name.split('.');
  const isChannelPrefix = CHANNELS.some((c) => c.hostPrefix !== '' && c.hostPrefix === labels[0]);
  return isChannelPrefix || labels[0] === 'www' ? labels.slice(1).join('.') : name;
}
