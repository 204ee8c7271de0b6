import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Arguments that set how many items a list field answers. */
const PAGE_ARGUMENTS = ['first', 'last', 'limit'];
/** Larger pages are refused by the read side (at most 100, 200 for messages and the audit log). */
const PAGE_SIZE_CEILING = 200;
/** An unpaged list of objects (stories, conversations, admin lists) is counted as this many. */
export const UNPAGED_LIST_ESTIMATE = 10;
const OBJECT_COST = 2;
const SCALAR_COST = 1;

type Walk = { schema: GraphQLSchema; fragments: Map<string, FragmentDefinitionNode>; variables: Record<string, unknown> };

/**
 * What running the operation costs, in fields resolved: every object counts 2 and every scalar 1,
 * times the page size its list asks for. Unlike a cost rule at validation time (GraphQL Armor's
 * reads literal page sizes only), the page sizes here come from the variables too, so a page size
 * passed as a variable cannot hide a million-field request.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return selectionCost({ schema, fragments, variables }, root, operation.selectionSet, new Set());
}

function selectionCost(walk: Walk, parent: GraphQLCompositeType, selectionSet: SelectionSetNode, spreading: Set<string>): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) cost += fieldCost(walk, parent, selection, spreading);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) cost += selectionCost(walk, type, selection.selectionSet, spreading);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      const type = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      // A fragment spread inside itself is refused by validation; never follow one here either.
      if (!fragment || !type || !isCompositeType(type) || spreading.has(fragment.name.value)) continue;
      cost += selectionCost(walk, type, fragment.selectionSet, new Set(spreading).add(fragment.name.value));
    }
  }
  return cost;
}

function fieldCost(walk: Walk, parent: GraphQLCompositeType, node: FieldNode, spreading: Set<string>): number {
  const name = node.name.value;
  // Introspection is left to the depth rule, as GraphQL Armor does; __typename is a scalar.
  if (name === '__schema' || name === '__type') return 0;
  const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
  if (!field || !node.selectionSet) return SCALAR_COST;
  const type = getNamedType(field.type);
  if (!isCompositeType(type)) return SCALAR_COST;
  return (OBJECT_COST + selectionCost(walk, type, node.selectionSet, spreading)) * listSize(walk, field, node);
}

function listSize(walk: Walk, field: GraphQLField<unknown, unknown>, node: FieldNode): number {
  for (const argument of field.args) {
    if (!PAGE_ARGUMENTS.includes(argument.name)) continue;
    const given = node.arguments?.find((a) => a.name.value === argument.name)?.value;
    const value =
      (given?.kind === Kind.INT ? Number(given.value) : given?.kind === Kind.VARIABLE ? walk.variables[given.name.value] : undefined) ?? argument.defaultValue;
    if (typeof value === 'number' && Number.isFinite(value)) return Math.min(Math.max(Math.trunc(value), 1), PAGE_SIZE_CEILING);
    return PAGE_SIZE_CEILING;
  }
  if (!isListType(getNullableType(field.type))) return 1;
  // A connection's edges (a page's nodes) are as many as the page its parent field asked for.
  return field.name === 'edges' || field.name === 'nodes' ? 1 : UNPAGED_LIST_ESTIMATE;
}
