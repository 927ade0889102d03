import { buildSchema, execute, parse, validate, GraphQLError, type ExecutionResult } from 'graphql';
import { CHANNELS, channelById, localeOfChannel, type Channel } from '@/domain/channels';
import { ARTICLES, articlesOf, articleTitle, optionTitle, type CatalogueArticle } from './catalogue';
import type { ExtraType } from '@/domain/schemas/catalogue';
import { complexityErrors } from './limits';

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
      Type: type,
      Options: options.map((o) => ({ ID: o.id, Title: optionTitle(type as ExtraType, o.id, locale) })),
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

/** Elements of each list field, for the cost of a query. */
const LIST_SIZES = {
  'Query.channels': CHANNELS.length,
  'Channel.Articles': ARTICLES.length,
  'Article.Links': 1,
  'Article.Extras': Math.max(...ARTICLES.map((a) => Object.keys(a.extras).length)),
  'Extra.Options': Math.max(...ARTICLES.flatMap((a) => Object.values(a.extras).map((o) => o.length))),
};

/** Parses, validates (the GraphQL rules, then depth, aliases and cost) and runs a query. */
export async function runQuery(query: string, variables?: Record<string, unknown>, operationName?: string): Promise<ExecutionResult> {
  let document;
  try {
    document = parse(query);
  } catch (error) {
    return { errors: [error as GraphQLError] };
  }
  const invalid = validate(schema, document);
  if (invalid.length) return { errors: invalid };
  const tooComplex = complexityErrors(schema, document, operationName, LIST_SIZES);
  if (tooComplex.length) return { errors: tooComplex };
  return execute({ schema, document, rootValue: root, variableValues: variables, operationName });
}
