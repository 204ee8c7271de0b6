import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit, type ASTNode, type DocumentNode, type SelectionNode } from 'graphql';

/** Written by `npm run codegen` (client preset, persistedDocuments): every operation the web client was built with. */
export const PERSISTED_DOCUMENTS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/gql/persisted-documents.json');

export const UNTRUSTED_MESSAGE = 'Only the operations of the Glimpse app are accepted here.';

// Enough for every document the app has, many times over; a full map starts again rather than grow.
const REMEMBERED_TEXTS_MAX = 2_000;

export type TrustedDocuments = {
  /** The document with this hash (`sha256:<hex>` or bare hex), if the app was built with it. */
  byHash(hash: string): string | undefined;
  /** Whether the text is one of the app's documents, however the client printed it. */
  isTrusted(query: string, maxTokens: number): boolean;
};

/**
 * The documents the web client was built with. Apollo Client sends them printed its own way and
 * with `__typename` added to every selection, so a document is matched by a canonical form: no
 * `__typename`, definitions, selections, arguments and variables in name order.
 */
export function loadTrustedDocuments(file = PERSISTED_DOCUMENTS_FILE): TrustedDocuments {
  let entries: Record<string, string>;
  try {
    entries = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Trusted documents are on but ${file} cannot be read (run npm run codegen): ${error instanceof Error ? error.message : error}`);
  }
  const byHash = new Map<string, string>();
  const canonical = new Set<string>();
  for (const [hash, text] of Object.entries(entries)) {
    byHash.set(hash, text);
    byHash.set(hash.replace(/^sha256:/, ''), text);
    canonical.add(canonicalForm(parse(text)));
  }
  const trustedTexts = new Set<string>();
  return {
    byHash: (hash) => byHash.get(hash),
    isTrusted(query, maxTokens) {
      if (trustedTexts.has(query)) return true;
      let document: DocumentNode;
      try {
        document = parse(query, { maxTokens });
      } catch {
        return false;
      }
      if (!canonical.has(canonicalForm(document))) return false;
      if (trustedTexts.size >= REMEMBERED_TEXTS_MAX) trustedTexts.clear();
      trustedTexts.add(query);
      return true;
    },
  };
}

const nameOf = (node: { name?: { value: string } }) => node.name?.value ?? '';

function selectionKey(selection: SelectionNode): string {
  if (selection.kind === Kind.FIELD) return `0${selection.alias?.value ?? ''}:${selection.name.value}`;
  if (selection.kind === Kind.FRAGMENT_SPREAD) return `1${selection.name.value}`;
  return `2${selection.typeCondition?.name.value ?? ''}:${print(selection.selectionSet)}`;
}

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/** The document as one string that is the same however its parts were ordered or `__typename` added. */
export function canonicalForm(document: DocumentNode): string {
  const stripped = visit(document, {
    Field: (node) => (node.name.value === '__typename' ? null : undefined),
  });
  const sorted = visit(stripped, {
    SelectionSet: { leave: (node) => ({ ...node, selections: [...node.selections].sort(byKey(selectionKey)) }) },
    Field: { leave: (node) => ({ ...node, arguments: [...(node.arguments ?? [])].sort(byKey(nameOf)) }) },
    OperationDefinition: {
      leave: (node) => ({ ...node, variableDefinitions: [...(node.variableDefinitions ?? [])].sort(byKey((v) => v.variable.name.value)) }),
    },
    Document: {
      leave: (node) => ({ ...node, definitions: [...node.definitions].sort(byKey((d: ASTNode) => `${d.kind}:${nameOf(d as { name?: { value: string } })}`)) }),
    },
  });
  return print(sorted);
}
