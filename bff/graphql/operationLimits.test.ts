import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getOperationAST, parse, print, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { WORST_QUERIES } from '../../tests/bench/worstQueries';
import { operationCost } from './operationCost';
import { armor, OPERATION_LIMITS } from './operationLimits';
import { canonicalForm, loadTrustedDocuments, PERSISTED_DOCUMENTS_FILE } from './trustedDocuments';

const folder = path.dirname(fileURLToPath(import.meta.url));
const schema = makeExecutableSchema({
  typeDefs: readdirSync(folder)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(path.join(folder, f), 'utf8')),
});
const documents: string[] = Object.values(JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')));
const rules = [...specifiedRules, ...armor().validationRules];

describe('the bounds on any operation', () => {
  it('let every operation of the web client through, at any page size the read side serves', () => {
    expect(documents.length).toBeGreaterThan(40);
    for (const text of documents) {
      const document = parse(text, { maxTokens: OPERATION_LIMITS.maxTokens });
      expect(
        validate(schema, document, rules).map((e) => e.message),
        text,
      ).toEqual([]);
      const operation = getOperationAST(document)!;
      // The app asks for pages of 12 to 50; 100 is the most the read side serves.
      for (const size of [50, 100]) {
        const variables = Object.fromEntries(['first', 'last'].map((name) => [name, size]));
        expect(operationCost(schema, operation, document, variables), text).toBeLessThanOrEqual(OPERATION_LIMITS.maxCost);
      }
    }
  });

  it('accept the bench’s most expensive requests, and only just', () => {
    for (const [name, { query, variables }] of Object.entries(WORST_QUERIES)) {
      const document = parse(query, { maxTokens: OPERATION_LIMITS.maxTokens });
      expect(validate(schema, document, rules), name).toEqual([]);
      const cost = operationCost(schema, getOperationAST(document)!, document, variables);
      expect(cost, name).toBeLessThanOrEqual(OPERATION_LIMITS.maxCost);
      expect(cost, name).toBeGreaterThan(OPERATION_LIMITS.maxCost * 0.6);
    }
  });

  it('count page sizes given as variables, literals or defaults', () => {
    const cost = (query: string, variables = {}) => {
      const document = parse(query);
      return operationCost(schema, getOperationAST(document)!, document, variables);
    };
    const one = cost('{ feed(first: 1) { edges { node { id } } } }');
    expect(cost('query($n: Int!) { feed(first: $n) { edges { node { id } } } }', { n: 10 })).toBe(one * 10);
    expect(cost('{ feed(first: 10) { edges { node { id } } } }')).toBe(one * 10);
    expect(cost('{ feed { edges { node { id } } } }')).toBe(one * 20);
    // Past what the read side serves it is refused there anyway; counted at that ceiling here.
    expect(cost('{ feed(first: 1000000) { edges { node { id } } } }')).toBe(one * 200);
  });
});

describe('trusted documents', () => {
  const trusted = loadTrustedDocuments();

  it('match a document however Apollo Client printed it, and nothing else', () => {
    for (const text of documents) {
      const asSent = print(addTypenameToDocument(parse(text)));
      expect(trusted.isTrusted(asSent, OPERATION_LIMITS.maxTokens), asSent).toBe(true);
    }
    const feed = documents.find((d) => d.includes('query Feed('))!;
    expect(trusted.isTrusted(feed.replace('hasNextPage', 'hasNextPage endCursor2: endCursor'), OPERATION_LIMITS.maxTokens)).toBe(false);
    expect(trusted.isTrusted('{ me { id } }', OPERATION_LIMITS.maxTokens)).toBe(false);
    expect(trusted.isTrusted('not graphql {', OPERATION_LIMITS.maxTokens)).toBe(false);
  });

  it('have one canonical form whatever the order of fields, arguments and variables', () => {
    const a = parse('query Q($b: Int, $a: Int) { x: feed(first: $a, after: $b) { pageInfo { hasNextPage endCursor } } me { id } }');
    const b = parse('query Q($a: Int, $b: Int) { me { __typename id } x: feed(after: $b, first: $a) { pageInfo { endCursor hasNextPage } } }');
    expect(canonicalForm(a)).toBe(canonicalForm(b));
    expect(canonicalForm(a)).not.toBe(
      canonicalForm(parse('query Q($a: Int, $b: Int) { feed(after: $b, first: $a) { pageInfo { endCursor hasNextPage } } me { id } }')),
    );
  });
});
