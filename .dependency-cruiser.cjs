// The layers of the Foundry side, lowest first. A file may import from its own layer and the
// layers below it, never from one above, and no import may close a circle. `npm test` runs this
// check; docs/architecture.md explains the layers.
/** @type {[string, string][]} name and path pattern of each layer, lowest first */
const layers = [
  ['rules', '^src/rules/'],
  ['base', '^src/(constants|guards|plural|chance)[.]ts$|^src/dice/'],
  ['model', '^src/data/|^src/registry/'],
  ['documents', '^src/documents/'],
  ['desk', '^src/authority/'],
  ['features', '^src/(chat|combat|canvas|duel)/|^src/settings[.]ts$'],
  ['ui', '^src/(sheets|applications)/'],
  ['modules', '^src/modules/'],
  ['entry', '^src/broadside[.]ts$'],
];

const upward = layers.slice(0, -1).map(([name, path], i) => ({
  name: `upward-from-${name}`,
  comment: `The ${name} layer imports only from itself and the layers below it.`,
  severity: 'error',
  from: { path },
  to: {
    path: layers
      .slice(i + 1)
      .map(([, p]) => `(${p})`)
      .join('|'),
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circle',
      comment: 'An import circle ties its files into one: split what both need into a lower file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unlayered',
      comment: 'Every source file belongs to a layer: name its folder in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^src/', pathNot: layers.map(([, p]) => `(${p})`).join('|') + '|[.]d[.]ts$' },
      to: {},
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.]d[.]ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
