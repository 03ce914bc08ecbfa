import type { HtmlTagDescriptor, Plugin, ResolvedConfig } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: string[];
  imports?: string[];
}

/**
 * The entry (src/main.tsx) is small on purpose and loads the opening and the boot with dynamic
 * imports, so that it can start the white-label and messages requests first. Vite preloads only an
 * entry's static imports from the HTML; this adds those modules' chunks and their static imports too,
 * so the browser fetches the whole first screen's code in parallel with the entry instead of one
 * round trip after it.
 */
export const bootPreload = (modules: readonly string[]): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'dsp-boot-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = (context.bundle ?? {}) as Record<string, ChunkLike>;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          bundle[fileName]?.imports?.forEach(visit);
        };
        for (const module of modules) {
          // A chunk grouped by vite/chunks.ts holds the module without being its facade.
          const chunk = chunks.find((candidate) => candidate.moduleIds?.some((id) => id.endsWith(module)));
          if (!chunk) throw new Error(`bootPreload: no chunk is built from ${module}`);
          visit(chunk.fileName);
        }
        // The entry itself and its static imports are already in the page.
        return [...files]
          .filter((fileName) => !html.includes(`${config.base}${fileName}"`))
          .map<HtmlTagDescriptor>((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${config.base}${fileName}` },
            injectTo: 'head',
          }));
      },
    },
  };
};
