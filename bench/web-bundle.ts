// Gzipped bytes of the JavaScript and CSS that the customer start page '/' loads: the entry script,
// its modulepreloads and stylesheets from index.html, plus the customer area chunk the router
// requests at once. Budget: 170 KB (issue 8). Prints numbers; it does not pass or fail.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');

const assets = readdirSync(path.join(dist, 'assets'));
const areaChunk = (name: string) =>
  assets.filter((f) => f.startsWith(name) && /\.(js|css)$/.test(f)).map((f) => `assets/${f}`);

function gz(files: string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
}

const start = [...new Set([...referenced, ...areaChunk('customer-area')])];
const admin = areaChunk('admin-area');
const partner = areaChunk('partner-area');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('web bundle (gzipped)');
console.log(
  `  start page '/' JS+CSS: ${kb(gz(start))} (${start.length} files; budget 170 KB, ratio ${(gz(start) / (170 * 1024)).toFixed(2)})`,
);
console.log(`  admin area chunk:      ${kb(gz(admin))} (not loaded on '/')`);
console.log(`  partner area chunk:    ${kb(gz(partner))} (not loaded on '/')`);
