import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const generatedDir = fileURLToPath(new URL('../src/gql/', import.meta.url));
const DOCUMENT_MODULE = '\0glimpse-document:';

/** Each `graphql(...)` source codegen knows, and the name of its document in `gql/graphql.ts`. */
function readDocumentNames(): Map<string, string> {
  const names = new Map<string, string>();
  const entry = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/;
  for (const line of readFileSync(`${generatedDir}gql.ts`, 'utf8').split('\n')) {
    const match = entry.exec(line);
    if (match) names.set(JSON.parse(match[1]) as string, match[2]);
  }
  return names;
}

/** One document of `gql/graphql.ts` (with the fragments it spreads), without codegen's hash. */
export function readDocument(name: string): string | undefined {
  const prefix = `export const ${name} = `;
  const line = readFileSync(`${generatedDir}graphql.ts`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(prefix));
  if (!line) return undefined;
  const { __meta__: _hash, ...document } = JSON.parse(line.slice(prefix.length, line.lastIndexOf(' as unknown as ')));
  return JSON.stringify(document);
}

/**
 * Replaces each `graphql(\`...\`)` call with an import of a module holding that one document, as
 * codegen's babel plugin would: the lookup table behind `graphql()` holds every document of the app
 * (12 KB gzipped), so the first page loaded and evaluated the documents of every other page too.
 * Each page's chunk now carries its own. The hash codegen embeds in each document is left out: the
 * server recognises the app's documents by their text, and the hashes would not compress.
 */
export const documentsWhereUsed: Plugin = {
  name: 'glimpse-documents-where-used',
  enforce: 'pre',
  resolveId: (id) => (id.startsWith(DOCUMENT_MODULE) ? id : null),
  load(id) {
    if (!id.startsWith(DOCUMENT_MODULE)) return null;
    this.addWatchFile(`${generatedDir}graphql.ts`);
    const document = readDocument(id.slice(DOCUMENT_MODULE.length));
    if (!document) this.error(`No document ${id.slice(DOCUMENT_MODULE.length)} in src/gql/graphql.ts: run npm run codegen`);
    return `export default ${document};`;
  },
  transform(code, id) {
    if (!/\/web\/src\/.*\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(`')) return null;
    this.addWatchFile(`${generatedDir}gql.ts`);
    const names = readDocumentNames();
    const used = new Set<string>();
    const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, source: string) => {
      const name = names.get(source);
      if (!name) this.error(`A graphql() document in ${id} is not in src/gql/gql.ts: run npm run codegen`);
      used.add(name);
      return `__document_${name}`;
    });
    const imports = [...used].map((name) => `import __document_${name} from ${JSON.stringify(DOCUMENT_MODULE + name)};`).join('\n');
    return { code: `${imports}\n${replaced}`, map: null };
  },
};
