import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(root, relative)).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(name) ? [relative] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
}

/** The top-level folder an import lands in, or the package name for a bare import. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier)).split(path.sep)[0];
}

/** The file a relative import names, from the repository's root (`domain/user/signUpInput.ts`). */
function resolved(file: string, specifier: string): string {
  const base = path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier));
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(path.join(root, candidate)));
  return (found ?? base).split(path.sep).join('/');
}

/**
 * The modules of domain/ the web app may import: the form rules it shares with the server (zod
 * schemas with the texts people see) and the pure helpers they are built from. Each imports only
 * zod and others of this list, so that the web bundle gets these and nothing else of the server.
 */
const webSharedRules = [
  'domain/text.ts',
  'domain/cleanUserText.ts',
  'domain/userTextSchema.ts',
  'domain/user/skeleton.ts',
  'domain/user/reservedUsernames.ts',
  'domain/user/credentialLimits.ts',
  'domain/user/signUpInput.ts',
  'domain/user/changeUsernameInput.ts',
  'domain/user/profileLimits.ts',
  'domain/user/profileInput.ts',
  'domain/mentions/mentions.ts',
  'domain/post/altText.ts',
  'domain/post/postLimits.ts',
  'domain/media/uploadRules.ts',
  'domain/account/changePasswordInput.ts',
  'domain/hiddenWords/hiddenWordsInput.ts',
  'domain/passwordReset/passwordResetInput.ts',
  'domain/emailVerification/changeEmailInput.ts',
];

const ioModules =
  /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|dgram|worker_threads)$|^(node:sqlite|better-sqlite3|mongodb|express|@eventstore\/|ws$|multer|sharp)/;
/** Tests and the kits only tests import (they may reach the in-memory adapters). */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.endsWith('deciderSpecification.ts') || file.endsWith('projectionKit.ts');

describe('architecture: arrows point one way', () => {
  it('keeps domain/ pure: no I/O, and no imports from the outer layers', () => {
    const offenders = sourceFiles('domain')
      .filter((f) => !isTest(f))
      .flatMap((f) =>
        imports(f)
          .filter((s) => ioModules.test(s) || ['projections', 'infra', 'bff', 'web'].includes(target(f, s)))
          .map((s) => `${f} -> ${s}`),
      );
    expect(offenders).toEqual([]);
  });

  it('lets projections/ depend on domain/ only', () => {
    const offenders = sourceFiles('projections')
      .filter((f) => !isTest(f))
      .flatMap((f) =>
        imports(f)
          .filter((s) => ['infra', 'bff', 'web'].includes(target(f, s)))
          .map((s) => `${f} -> ${s}`),
      );
    expect(offenders).toEqual([]);
  });

  it('lets infra/ reach only the ports in domain/ and projections/', () => {
    const offenders = sourceFiles('infra')
      .filter((f) => !isTest(f))
      .flatMap((f) =>
        imports(f)
          .filter((s) => ['bff', 'web'].includes(target(f, s)))
          .map((s) => `${f} -> ${s}`),
      );
    expect(offenders).toEqual([]);
  });

  it('keeps web/ to its own code, generated types and the shared form rules of domain/: never other server code', () => {
    const offenders = sourceFiles('web/src').flatMap((f) =>
      imports(f)
        .filter((s) => {
          const folder = target(f, s);
          if (folder === 'domain') return !webSharedRules.includes(resolved(f, s));
          // A test of the web runs in Node and is never bundled: it may read files (the message catalogues) as any test does.
          return ['projections', 'infra', 'bff', 'tests'].includes(folder) || (ioModules.test(s) && !isTest(f));
        })
        .map((s) => `${f} -> ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the shared form rules to zod and each other', () => {
    expect(webSharedRules.filter((f) => !existsSync(path.join(root, f)))).toEqual([]);
    const offenders = webSharedRules.flatMap((f) =>
      imports(f)
        .filter((s) => (s.startsWith('.') ? !webSharedRules.includes(resolved(f, s)) : s !== 'zod'))
        .map((s) => `${f} -> ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a violation when there is one', () => {
    expect(target('domain/user/decider.ts', '../../infra/config')).toBe('infra');
    expect(ioModules.test('node:fs')).toBe(true);
    expect(ioModules.test('zod')).toBe(false);
    expect(resolved('web/src/routes/Login.tsx', '../../../domain/user/signUpInput')).toBe('domain/user/signUpInput.ts');
    expect(webSharedRules).not.toContain(resolved('domain/userTextSchema.ts', './userText'));
  });
});

describe('architecture: services speak the domain, edges speak HTTP', () => {
  const services = sourceFiles('bff/services').filter((f) => !isTest(f));
  const code = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('keeps HTTP out of services: they throw domain errors (domain/errors.ts), and the edges turn them into statuses', () => {
    const errorsModule = path.join(root, 'bff/errors');
    const offenders = services.flatMap((f) =>
      imports(f)
        .filter((s) => s.startsWith('.') && path.resolve(path.dirname(path.join(root, f)), s) === errorsModule)
        .map((s) => `${f} -> ${s}`),
    );
    expect(offenders).toEqual([]);
    expect(services.filter((f) => /\bHttpError\b/.test(code(f)))).toEqual([]);
  });

  it('takes the time from the request context (or a clock given to the service), never from the system clock', () => {
    const readsTheClock = /new Date\(\s*\)|Date\.now\(\s*\)/;
    expect(services.filter((f) => readsTheClock.test(code(f)))).toEqual([]);
  });

  it('catches a violation when there is one', () => {
    expect(/new Date\(\s*\)|Date\.now\(\s*\)/.test('const at = new Date().toISOString();')).toBe(true);
    expect(/new Date\(\s*\)|Date\.now\(\s*\)/.test('new Date(input.birthDate)')).toBe(false);
  });
});
