import { writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { mergeConfig } from 'vite';
import base from './vite.config';

export default mergeConfig(base, {
  build: { outDir: '/tmp/an/dist' },
  plugins: [
    {
      name: 'dump',
      generateBundle(_o: unknown, bundle: Record<string, any>) {
        const out: Record<string, unknown> = {};
        for (const [file, c] of Object.entries(bundle)) {
          if (c.type !== 'chunk') continue;
          const mods: Record<string, number> = {};
          for (const [id, m] of Object.entries<any>(c.modules)) mods[id] = m.renderedLength;
          out[file] = {
            imports: c.imports,
            dynamicImports: c.dynamicImports,
            isEntry: c.isEntry,
            facade: c.facadeModuleId,
            br: brotliCompressSync(Buffer.from(c.code)).length,
            raw: c.code.length,
            mods,
          };
        }
        writeFileSync('/tmp/an/bundle.json', JSON.stringify(out));
      },
    },
  ],
});
