// SheetJS 0.18.5 has advisories for reading files: the product may only write spreadsheets.
// Fails when src/ or plugins/ call XLSX.read / readFile (TOOLCHAIN.md).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const READ_CALL = /\b(?:XLSX|xlsx)\s*\.\s*(?:read|readFile)\s*\(|\bimport\s*\{[^}]*\b(?:read|readFile)\b[^}]*\}\s*from\s*['"]xlsx['"]/;

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.(t|j)sx?$/.test(name) ? [path] : [];
  });

const offenders = ['src', 'plugins'].flatMap(walk).filter((file) => READ_CALL.test(readFileSync(file, 'utf8')));
if (offenders.length) {
  console.error(`xlsx must only write files; reading found in: ${offenders.join(', ')}`);
  process.exit(1);
}
console.log('xlsx is used for writing only.');
