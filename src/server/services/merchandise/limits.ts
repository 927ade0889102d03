import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/** Bounds of one merchandise query: the whole catalogue in every field fits (cost ~3,400), copies of it do not. */
export const MAX_QUERY_DEPTH = 6;
export const MAX_QUERY_ALIASES = 20;
export const MAX_QUERY_COST = 10_000;

class TooComplex extends Error {}

/**
 * Checks a valid query against the bounds before it runs. Cost counts the values the answer would
 * hold: each field once per element of the lists around it (`listSizes`, by `Type.field`, else 10).
 * The walk stops as soon as a bound is passed, so a query of nested fragment spreads cannot make it slow.
 */
export function complexityErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  listSizes: Record<string, number>,
): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return [];
  const root = schema.getRootType(operation.operation);
  if (!root) return [];
  let aliases = 0;
  let cost = 0;

  function walk(set: SelectionSetNode, parent: GraphQLObjectType, times: number, depth: number): void {
    if (depth > MAX_QUERY_DEPTH) throw new TooComplex(`The query is nested too deeply (at most ${MAX_QUERY_DEPTH} levels)`);
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias && ++aliases > MAX_QUERY_ALIASES)
          throw new TooComplex(`The query has too many aliases (at most ${MAX_QUERY_ALIASES})`);
        cost += times;
        if (cost > MAX_QUERY_COST) throw new TooComplex(`The query asks for too much at once (cost above ${MAX_QUERY_COST})`);
        const field = parent.getFields()[selection.name.value];
        const type = field && getNamedType(field.type);
        if (!selection.selectionSet || !field || !isObjectType(type)) continue;
        const size = isListType(getNullableType(field.type)) ? (listSizes[`${parent.name}.${field.name}`] ?? 10) : 1;
        walk(selection.selectionSet, type, times * size, depth + 1);
      } else {
        const node = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (node) walk(node.selectionSet, parent, times, depth);
      }
    }
  }

  try {
    walk(operation.selectionSet, root, 1, 1);
    return [];
  } catch (error) {
    if (error instanceof TooComplex) return [new GraphQLError(error.message)];
    throw error;
  }
}
