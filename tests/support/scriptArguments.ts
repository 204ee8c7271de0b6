import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The node arguments of an npm script in package.json, with `${VAR:-default}` expanded as the
 * shell would, so a test or the bench runs the script's own command (with its heap limit)
 * without npm in between, and signals reach the server itself.
 */
export function scriptArguments(script: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const command: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts[script];
  const words = command.replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => env[name] || fallback).split(/\s+/);
  if (words[0] !== 'node') throw new Error(`npm run ${script} does not start with node: ${command}`);
  return words.slice(1);
}
