import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const probes: string[] = [];

/** Lints a throwaway file at `file` (inside the tree, so the path's own rules apply) and says which rules fired. */
function lintProbe(file: string, source: string): string {
  const absolute = path.join(root, file);
  probes.push(absolute);
  writeFileSync(absolute, source);
  const result = spawnSync(biome, ['lint', '--max-diagnostics=20', absolute], { cwd: root, encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}

afterEach(() => {
  for (const probe of probes.splice(0)) rmSync(probe, { force: true });
});

// The linter keeps the layout: features never import each other, lib/ and components/ know no
// feature, and a server module uses another only through its service and events.
describe('import boundaries', () => {
  it('refuses a web feature importing another feature, and allows its own files and lib/', () => {
    const across = lintProbe(
      'apps/web/src/features/chat/components/boundary-probe.ts',
      "import { bookingKeys } from '../../bookings/api/booking-keys';\n\nexport const probe = bookingKeys;\n",
    );
    expect(across).toContain('noRestrictedImports');
    const within = lintProbe(
      'apps/web/src/features/chat/components/boundary-probe.ts',
      "import { chatKeys } from '../api/chat-keys';\nimport { formatRupees } from '../../../lib/format';\n\nexport const probe = [chatKeys, formatRupees];\n",
    );
    expect(within).not.toContain('noRestrictedImports');
  });

  it('keeps every feature folder apart from every other one, new features included', () => {
    type Override = {
      includes: string[];
      linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } } };
    };
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as { overrides: Override[] };
    const featuresDir = path.join(root, 'apps/web/src/features');
    const features = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const feature of features) {
      const override = config.overrides.find((o) => o.includes.includes(`apps/web/src/features/${feature}/**`));
      const forbidden = override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.flatMap((p) => p.group);
      const expected = features.filter((other) => other !== feature).map((other) => `../../${other}/**`);
      expect(forbidden ?? [], feature).toEqual(expect.arrayContaining(expected));
    }
  });

  it('refuses lib/ importing a feature', () => {
    const output = lintProbe(
      'apps/web/src/lib/boundary-probe.ts',
      "import { chatKeys } from '../features/chat/api/chat-keys';\n\nexport const probe = chatKeys;\n",
    );
    expect(output).toContain('noRestrictedImports');
  });

  it("refuses a server module importing another module's presenter, and allows its service", () => {
    const presenter = lintProbe(
      'apps/server/src/modules/chat/boundary-probe.ts',
      "import { toProperty } from '../properties/properties.presenter.js';\n\nexport const probe = toProperty;\n",
    );
    expect(presenter).toContain('noRestrictedImports');
    const service = lintProbe(
      'apps/server/src/modules/chat/boundary-probe.ts',
      "import { toProperty } from '../properties/properties.service.js';\n\nexport const probe = toProperty;\n",
    );
    expect(service).not.toContain('noRestrictedImports');
  });
});
