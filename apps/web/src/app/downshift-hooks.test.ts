import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { downshiftHooksTreeShakable } from '../../build-plugins.ts';

const webRoot = path.resolve(import.meta.dirname, '../..');
const workDir = mkdtempSync(path.join(tmpdir(), 'downshift-hooks-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
let bundles = 0;

/** Bundles a module as the app's build would see it, with or without the plugin, and loads it. */
async function bundle(source: string, withPlugin: boolean) {
  const input = path.join(webRoot, 'downshift-hooks-probe.js');
  const build = await rolldown({
    input,
    cwd: webRoot,
    external: [/^react/, /^@babel\/runtime/, /^prop-types/, /^react-is/, /^compute-scroll-into-view/],
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [
      { name: 'probe', resolveId: (id) => (id === input ? id : null), load: (id) => (id === input ? source : null) },
      ...(withPlugin ? [downshiftHooksTreeShakable()] : []),
    ],
  });
  const { output } = await build.generate({ format: 'esm' });
  const code = output[0].code;
  // A file of its own each time: a module is loaded once per address.
  bundles += 1;
  const file = path.join(workDir, `${bundles}-${output[0].fileName}`);
  writeFileSync(file, code);
  return { code, module: (await import(pathToFileURL(file).href)) as Record<string, { stateChangeTypes?: object }> };
}

describe("the build's downshift", () => {
  it('leaves out the hooks the app does not import, which it kept before', async () => {
    const source = `export { useCombobox } from 'downshift';`;
    const withPlugin = await bundle(source, true);
    const without = await bundle(source, false);
    for (const hook of ['function useSelect(', 'function useMultipleSelection(', 'function useTagGroup(']) {
      expect(without.code).toContain(hook);
      expect(withPlugin.code).not.toContain(hook);
    }
    expect(withPlugin.code.length).toBeLessThan(without.code.length * 0.7);
  });

  it('keeps the state change types on every hook that is imported', async () => {
    const { module } = await bundle(
      `export { useCombobox, useSelect, useMultipleSelection, useTagGroup } from 'downshift';`,
      true,
    );
    for (const hook of ['useCombobox', 'useSelect', 'useMultipleSelection', 'useTagGroup']) {
      expect(module[hook]).toBeTypeOf('function');
      expect(Object.keys(module[hook]?.stateChangeTypes ?? {}).length, hook).toBeGreaterThan(5);
    }
    expect(module.useCombobox?.stateChangeTypes).toHaveProperty('InputChange');
  });
});
