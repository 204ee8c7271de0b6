import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { hostileInt, hostileString, prototypeKeys, wrongType } from './hostile';

const schemaFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bff/graphql');

/** One root field of the schema as a ready-to-send operation, and what its variables may hold. */
export type FuzzOperation = {
  kind: 'query' | 'mutation' | 'subscription';
  field: string;
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
};

/** The schema the server serves, from the same files it loads. */
export function loadSchema() {
  const typeDefs = readdirSync(schemaFolder)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(path.join(schemaFolder, f), 'utf8'));
  return makeExecutableSchema({ typeDefs });
}

/** Every query and mutation field (or every subscription field), each with a selection of its result and hostile variables. */
export function fuzzOperations(known: readonly string[], which: 'queries and mutations' | 'subscriptions' = 'queries and mutations'): FuzzOperation[] {
  const schema = loadSchema();
  const roots =
    which === 'subscriptions'
      ? ([['subscription', schema.getSubscriptionType()]] as const)
      : ([
          ['query', schema.getQueryType()],
          ['mutation', schema.getMutationType()],
        ] as const);
  return roots.flatMap(([kind, root]) => (root ? Object.values(root.getFields()).map((field) => operationOf(kind, field, known)) : []));
}

type Variable = { name: string; type: GraphQLInputType; value: fc.Arbitrary<unknown> };

function operationOf(kind: FuzzOperation['kind'], field: GraphQLField<unknown, unknown>, known: readonly string[]): FuzzOperation {
  const variables: Variable[] = field.args.map((arg) => ({ name: arg.name, type: arg.type, value: argumentValue(arg.type, known) }));
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = selectionOf(field.type, 2, variables, known);
  const declarations = variables.map((v) => `$${v.name}: ${v.type.toString()}`).join(', ');
  const document = `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  const values = fc.tuple(...variables.map((v) => v.value)).map((chosen) => {
    const out: Record<string, unknown> = {};
    variables.forEach(({ name }, i) => {
      if (chosen[i] !== undefined) out[name] = chosen[i];
    });
    return out;
  });
  return { kind, field: field.name, document, variables: values };
}

/**
 * Leaf fields of an object type, and its object fields `depth` levels down. Arguments of nested
 * fields (pages of posts, comments, followers, messages) become variables too, of their own type
 * though hostile in content: a wrong type there would only refuse the whole operation up front.
 */
function selectionOf(type: GraphQLOutputType, depth: number, variables: Variable[], known: readonly string[]): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return ' { __typename }';
  return ` { __typename ${fieldsOf(named, depth, variables, known).join(' ')} }`;
}

function fieldsOf(type: GraphQLObjectType, depth: number, variables: Variable[], known: readonly string[]): string[] {
  return Object.values(type.getFields()).flatMap((f) => {
    const leaf = isLeafType(getNamedType(f.type));
    if (!leaf && depth === 0) return [];
    const passed = f.args.map((arg) => {
      const name = `${type.name}_${f.name}_${arg.name}_${variables.length}`;
      const value = fc.oneof({ weight: 4, arbitrary: arbitraryValueOf(arg.type, known) }, { weight: 1, arbitrary: fc.constant(undefined) });
      variables.push({ name, type: arg.type, value: isNonNullType(arg.type) ? arbitraryValueOf(arg.type, known) : value });
      return `${arg.name}: $${name}`;
    });
    const call = `${f.name}${passed.length ? `(${passed.join(', ')})` : ''}`;
    return [leaf ? call : `${call}${selectionOf(f.type, depth - 1, variables, known)}`];
  });
}

/** A variable's value: mostly of its type (with hostile contents), sometimes left out or of the wrong type. */
function argumentValue(type: GraphQLInputType, known: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: arbitraryValueOf(type, known) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function arbitraryValueOf(type: GraphQLInputType, known: readonly string[]): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitraryValueOf(type.ofType, known).filter((v) => v !== null && v !== undefined);
  const inner = nonNullValueOf(type, known);
  return fc.oneof({ weight: 5, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) });
}

function nonNullValueOf(type: GraphQLInputType, known: readonly string[]): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitraryValueOf(type.ofType, known);
  if (isListType(type)) return fc.array(arbitraryValueOf(type.ofType, known), { maxLength: 5 });
  if (isEnumType(type))
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: hostileString() });
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record = fc.record(
      Object.fromEntries(
        fields.map((f) => [f.name, isNonNullType(f.type) ? argumentValue(f.type, known) : fc.option(arbitraryValueOf(f.type, known), { nil: undefined })]),
      ),
    );
    // Unknown fields, the prototype-polluting ones among them, ride along now and then.
    return fc.tuple(record, fc.option(prototypeKeys, { freq: 4 })).map(([value, extra]) => {
      const out: Record<string, unknown> = extra ? JSON.parse(JSON.stringify(extra)) : {};
      for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
      return out;
    });
  }
  switch (type.name) {
    case 'Int':
      return hostileInt;
    case 'Float':
      return fc.double();
    case 'Boolean':
      return fc.boolean();
    default:
      return hostileString(known);
  }
}
