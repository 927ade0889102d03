import { buildSchema, graphql } from 'graphql';
import { CHANNELS, channelById, localeOfChannel, type Channel } from '@/domain/channels';
import { articlesOf, articleTitle, optionTitle, type CatalogueArticle } from './catalogue';
import type { ExtraType } from '@/domain/schemas/catalogue';

/** The Merchandise service (spec §7): list channels; a channel's articles with their extras and options. */
export const schema = buildSchema(`
  type Currency { ID: String! }
  type Vendor { ID: Int! }
  type Link { Href: String!, Rel: String! }
  type Option { ID: String!, Title: String! }
  type Extra { Type: String!, Options: [Option!]! }
  type Article {
    ID: String!
    ArticleType: String!
    Title: String!
    PageHeight: Int!
    PageWidth: Int!
    Visible: Boolean!
    Links: [Link!]!
    Extras: [Extra!]!
  }
  type Channel {
    ID: String!
    ShopUrl: String!
    Currency: Currency!
    Vendor: Vendor!
    Locale: String!
    Articles(locale: String): [Article!]!
  }
  type Query {
    channels: [Channel!]!
    channel(id: String!): Channel
  }
`);

function articleView(channel: Channel, article: CatalogueArticle, locale: string) {
  return {
    ID: article.id,
    ArticleType: article.type,
    Title: articleTitle(article.id, locale),
    PageHeight: article.pageHeight,
    PageWidth: article.pageWidth,
    Visible: article.visible,
    Links: [{ Href: `${channel.shopUrl}/products/${article.id.toLowerCase()}`, Rel: 'shop' }],
    Extras: Object.entries(article.extras).map(([type, options]) => ({
      Type: type, Options: options!.map((o) => ({ ID: o.id, Title: optionTitle(type as ExtraType, o.id, locale) })),
    })),
  };
}

function channelView(channel: Channel) {
  const locale = localeOfChannel(channel);
  return {
    ID: channel.id,
    ShopUrl: channel.shopUrl,
    Currency: { ID: channel.currency },
    Vendor: { ID: channel.vendorId },
    Locale: locale,
    Articles: ({ locale: wanted }: { locale?: string | null }) => articlesOf(channel).map((a) => articleView(channel, a, wanted ?? locale)),
  };
}

const root = {
  channels: () => CHANNELS.map(channelView),
  channel: ({ id }: { id: string }) => {
    const channel = channelById(id);
    return channel ? channelView(channel) : null;
  },
};

export function runQuery(query: string, variables?: Record<string, unknown>, operationName?: string) {
  return graphql({ schema, source: query, rootValue: root, variableValues: variables, operationName });
}
