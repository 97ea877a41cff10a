/**
 * The web app's layers, as `import-x/no-restricted-paths` zones built from the folder listing of
 * web/src (so a new feature or catalogue section is covered the day its folder appears):
 *
 * - a feature (web/src/features/<name>) imports no other feature;
 * - a catalogue section (web/src/catalogue/<section>) imports only the catalogue's own `common`
 *   folder and the low layers (no feature, no other section, no app, no mocks);
 * - the low layers (every top-level folder of web/src that is not app, features, catalogue,
 *   mocks or testing: components, hooks, lib, i18n, types, config, ...) import no feature, no
 *   catalogue and no app;
 * - only main.tsx imports app.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Top-level folders of web/src that are not low layers. */
const UPPER = new Set(['app', 'features', 'catalogue', 'mocks', 'testing']);

/** The catalogue's shared frame; every other folder of web/src/catalogue is a section. */
export const CATALOGUE_COMMON = 'common';

function folders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** What the layer rules are made of, read from the disk under `root` (the repository). */
export function readLayers(root) {
  const src = join(root, 'web/src');
  const top = folders(src);
  return {
    features: folders(join(src, 'features')),
    sections: folders(join(src, 'catalogue')).filter((name) => name !== CATALOGUE_COMMON),
    low: top.filter((name) => !UPPER.has(name)),
    top,
  };
}

/** The zones of `import-x/no-restricted-paths` (paths relative to the repository root). */
export function layerZones(root) {
  const { features, sections, low, top } = readLayers(root);
  const src = 'web/src';
  const zones = [];

  for (const feature of features) {
    const others = features.filter((name) => name !== feature);
    if (others.length === 0) continue;
    zones.push({
      target: `${src}/features/${feature}`,
      from: others.map((name) => `${src}/features/${name}`),
      message:
        'A feature imports no other feature: move what both need to components/, hooks/ or lib/ (shell state: a selector in lib/store/).',
    });
  }

  for (const section of sections) {
    zones.push({
      target: `${src}/catalogue/${section}`,
      from: [
        `${src}/features`,
        `${src}/app`,
        `${src}/mocks`,
        ...sections.filter((name) => name !== section).map((name) => `${src}/catalogue/${name}`),
      ],
      message:
        'A catalogue section imports only catalogue/common and the low layers (components, hooks, lib, i18n, types, config).',
    });
  }
  zones.push({
    target: `${src}/catalogue/${CATALOGUE_COMMON}`,
    from: [
      `${src}/features`,
      `${src}/app`,
      `${src}/mocks`,
      ...sections.map((name) => `${src}/catalogue/${name}`),
    ],
    message: 'The catalogue frame imports only the low layers.',
  });

  for (const layer of low) {
    zones.push({
      target: `${src}/${layer}`,
      from: [`${src}/features`, `${src}/catalogue`, `${src}/app`],
      message: `${layer}/ is a low layer: it imports no feature, no catalogue page and no app code.`,
    });
  }

  for (const upper of ['features', 'catalogue']) {
    zones.push({
      target: `${src}/${upper}`,
      from: [`${src}/mocks`],
      message: 'Pages reach the mock service through HTTP (lib/api/base-api.ts), not its code.',
    });
  }

  zones.push({
    target: top.filter((name) => name !== 'app').map((name) => `${src}/${name}`),
    from: [`${src}/app`],
    message: 'Only main.tsx imports app/.',
  });
  return zones;
}
