// Builds the rules reference compendium (R3) from the engine's decision lists: a journal entry per
// rule set, a text page per rule heading, each decision a paragraph headed by its id. The text is
// only ever the lists' own, so the reference cannot drift from the decisions the code cites. The
// rule sets are the rule modules' (src/modules/index.ts, in the entry's order), each named as its
// label reads in English, with the decisions its folder's manifest.ts declares.
// Usage: node tools/rules-reference.mjs [outDir]   (default dist/packs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dump } from 'js-yaml';
import { compilePacks } from './packs.mjs';
import { languageTrees, moduleDeclarations } from './manifest.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REFERENCE_PACK = 'rules-reference';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 16-character document id that stays the same from build to build for the same name. */
export function stableId(...parts) {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return Array.from(digest.subarray(0, 16), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const lookup = (tree, key) => key.split('.').reduce((node, part) => node?.[part], tree);

/** The rule modules' decision lists, loaded from their TypeScript: a module with none has no entry. */
export async function loadRuleSets(root = ROOT) {
  const english = languageTrees(root).en ?? {};
  return (await moduleDeclarations(root))
    .filter(({ decisions }) => decisions?.length)
    .map(({ id, label, decisions }) => {
      const name = lookup(english, label);
      if (typeof name !== 'string') throw new Error(`the rule module ${id} has no English name at ${label}`);
      return { name, decisions };
    });
}

/** JournalEntry sources for the rule sets: [{ name, decisions: [{ id, rule, decision }] }]. */
export function referenceEntries(sets, systemVersion) {
  const stats = { systemId: 'broadside', systemVersion, coreVersion: '13.346' };
  return sets.map(({ name, decisions }, entryIndex) => {
    const entryId = stableId('entry', name);
    const rules = [...new Set(decisions.map((d) => d.rule))];
    const pages = rules.map((rule, pageIndex) => {
      const pageId = stableId('page', name, rule);
      const content = decisions
        .filter((d) => d.rule === rule)
        .map((d) => `<p><strong>${escapeHtml(d.id)}</strong>: ${escapeHtml(d.decision)}</p>`)
        .join('\n');
      return {
        _id: pageId,
        _key: `!journal.pages!${entryId}.${pageId}`,
        name: rule,
        type: 'text',
        title: { show: true, level: 1 },
        text: { format: 1, content },
        sort: (pageIndex + 1) * 100000,
        ownership: { default: -1 },
        flags: {},
        _stats: stats,
      };
    });
    return {
      _id: entryId,
      _key: `!journal!${entryId}`,
      name,
      pages,
      categories: [],
      folder: null,
      sort: (entryIndex + 1) * 100000,
      ownership: { default: 0 },
      flags: {},
      _stats: stats,
    };
  });
}

/** Writes the sources into `sourceDir/rules-reference` and compiles them into `outDir`. */
export async function compileRulesReference(outDir, { sets, sourceDir } = {}) {
  const system = JSON.parse(fs.readFileSync(path.join(ROOT, 'system.json'), 'utf8'));
  const entries = referenceEntries(sets ?? (await loadRuleSets()), system.version);
  const scratch = sourceDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'broadside-reference-'));
  try {
    const dir = path.join(scratch, REFERENCE_PACK);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const entry of entries) fs.writeFileSync(path.join(dir, `${entry._id}.yml`), dump(entry, { lineWidth: -1 }));
    return await compilePacks(outDir, { sourceDir: scratch });
  } finally {
    if (!sourceDir) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist', 'packs'));
  const counts = await compileRulesReference(outDir);
  console.log(`${REFERENCE_PACK}: ${counts[REFERENCE_PACK]} journal entries in ${outDir}`);
}
