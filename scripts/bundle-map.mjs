// `node scripts/bundle-map.mjs [--routes]`: builds like production (mock off) and prints where the
// bytes go: every JS chunk with its gzip size and its largest modules (rendered size, gzip of each
// module's rendered code alone, an upper bound of its share), plus the CSS files. Writes the whole
// map to .tmp/bundle-map.json. Used to find what to cut before lowering bench:size's ceilings.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1).padStart(6);
const short = (id) => id.replace(process.cwd() + '/', '').replace(/^.*node_modules\//, 'npm:').replace(/\?.*$/, '');
const chunks = [];

process.env.VITE_API_MOCK = 'false';
await build({
  logLevel: 'warn',
  plugins: [
    {
      name: 'bundle-map',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') {
            const modules = Object.entries(output.modules)
              .map(([id, m]) => ({ id: short(id), raw: m.renderedLength, gzip: m.code ? gz(m.code) : 0 }))
              .filter((m) => m.raw > 0)
              .sort((a, b) => b.raw - a.raw);
            chunks.push({ file: output.fileName, entry: output.isEntry, imports: output.imports, raw: output.code.length, gzip: gz(output.code), modules });
          } else if (output.fileName.endsWith('.css')) {
            const text = typeof output.source === 'string' ? output.source : Buffer.from(output.source).toString();
            chunks.push({ file: output.fileName, raw: text.length, gzip: gz(text), modules: [] });
          }
        }
      },
    },
  ],
});

chunks.sort((a, b) => b.gzip - a.gzip);
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/bundle-map.json', JSON.stringify(chunks, null, 2));
for (const chunk of chunks.slice(0, Number(process.env.TOP ?? 25))) {
  console.log(`${kb(chunk.gzip)} kB gz ${kb(chunk.raw)} kB raw  ${chunk.file}${chunk.entry ? '  (entry)' : ''}`);
  for (const m of chunk.modules.slice(0, Number(process.env.MODULES ?? 12))) console.log(`        ${kb(m.gzip)} gz ${kb(m.raw)} raw  ${m.id}`);
}
