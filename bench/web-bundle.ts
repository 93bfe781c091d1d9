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

// The offers page: what '/' loads plus the offers route chunk and every chunk it imports
// statically (its dynamic imports load later, on demand).
const staticImports = (file: string): string[] =>
  [
    ...readFileSync(path.join(dist, file), 'utf8').matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g),
  ].map((m) => `assets/${m[1] ?? ''}`);
function closure(entry: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(file));
  }
  return [...seen];
}
const offersChunk = assets.filter((f) => /^offers-route-[\w-]+\.(js|css)$/.test(f)).map((f) => `assets/${f}`);
if (offersChunk.length === 0) {
  console.log('  offers page JS+CSS:    offers route chunk not found in the build');
} else {
  const offers = [...new Set([...start, ...closure(offersChunk)])];
  console.log(
    `  offers page JS+CSS:    ${kb(gz(offers))} (${offers.length} files; ${(gz(offers) / gz(start)).toFixed(2)}x of '/')`,
  );
}
