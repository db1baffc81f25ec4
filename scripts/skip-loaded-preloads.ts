import type { Plugin } from 'vite';

/**
 * On a client-side navigation, Vite preloads a lazy page's chunks in parallel, from lists of file names
 * that the entry chunk carries. The chunks the entry imports statically are already loaded by then (every
 * page's first load has them), so they are left out of those lists, and every first load carries fewer
 * names. `plugin` records the entry's static imports as the bundle is written; `resolveDependencies`
 * (Vite's `build.modulePreload` option) filters the lazy imports' lists with them.
 */
export function skipLoadedPreloads(entryName: string) {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'skip-loaded-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      loaded.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
        loaded.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.name === entryName) visit(chunk.fileName);
      }
    },
  };
  // In the HTML (`hostType: 'html'`) the same lists are the entry's own preloads: those stay.
  const resolveDependencies = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'js' ? deps.filter((dep) => !loaded.has(dep)) : deps;
  return { plugin, resolveDependencies };
}
