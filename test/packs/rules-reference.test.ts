import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPack, type PackDocument } from '../../tools/packs.mjs';
import {
  REFERENCE_PACK,
  compileRulesReference,
  escapeHtml,
  referenceEntries,
  stableId,
} from '../../tools/rules-reference.mjs';
import { KMH_DECISIONS } from '../../src/rules/kmh/decisions';
import { HIGH_SEAS_DECISIONS } from '../../src/rules/highseas/decisions';
import { SALTNTAR_DECISIONS } from '../../src/rules/saltntar/decisions';
import { KYNGESREACH_DECISIONS } from '../../src/rules/kyngesreach/decisions';

interface Page {
  _id: string;
  name: string;
  type: string;
  text: { format: number; content: string };
}

const LISTS = {
  'Kiss Me, Hardy': KMH_DECISIONS,
  "Salt'n'Tar": SALTNTAR_DECISIONS,
  'High Seas': HIGH_SEAS_DECISIONS,
  Kyngesreach: KYNGESREACH_DECISIONS,
};

let outDir: string;
let counts: Record<string, number>;
let entries: PackDocument[];

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broadside-reference-'));
  // The build's own path: the lists are loaded from the engine's TypeScript by the generator.
  counts = await compileRulesReference(outDir);
  entries = await readPack(path.join(outDir, REFERENCE_PACK));
});

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const pagesOf = (entry: PackDocument) => entry.pages as Page[];

describe('the rules reference pack', () => {
  it('holds one journal entry per rule set', () => {
    expect(counts[REFERENCE_PACK]).toBe(Object.keys(LISTS).length);
    expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(LISTS).sort());
    for (const entry of entries) expect(entry._key).toBe(`!journal!${entry._id}`);
  });

  it('reads back with every decision id of every list, on the page of its rule', () => {
    for (const [name, decisions] of Object.entries(LISTS)) {
      const entry = entries.find((e) => e.name === name)!;
      const pages = pagesOf(entry);
      expect(pages.map((p) => p.name).sort()).toEqual([...new Set(decisions.map((d) => d.rule))].sort());
      for (const d of decisions) {
        const page = pages.find((p) => p.name === d.rule)!;
        expect(page.type).toBe('text');
        expect(page.text.content, `${name}: ${d.id}`).toContain(
          `<p><strong>${d.id}</strong>: ${escapeHtml(d.decision)}</p>`,
        );
      }
      const paragraphs = pages.flatMap((p) => p.text.content.match(/<p>/g) ?? []);
      expect(paragraphs).toHaveLength(decisions.length);
    }
  });

  it("carries every Salt'n'Tar reading of issue 13", () => {
    const text = pagesOf(entries.find((e) => e.name === "Salt'n'Tar")!)
      .map((p) => p.text.content)
      .join('\n');
    for (const id of [
      'saltntar-anchor-strain',
      'saltntar-weigh',
      'saltntar-d8',
      'saltntar-wind-from',
      'saltntar-wind-bounds',
      'saltntar-luck-shared',
      'saltntar-mast-row',
      'saltntar-crew-awash',
      'saltntar-speed-loss',
      'saltntar-bearing',
      'saltntar-half-move-turns',
      'saltntar-maneuver-timing',
      'saltntar-gale',
      'saltntar-row-wind',
      'saltntar-sinking',
    ]) {
      expect(text).toContain(`<strong>${id}</strong>`);
    }
  });

  it("escapes the decisions' text and keeps its ids from build to build", () => {
    const [entry] = referenceEntries(
      [{ name: 'Test', decisions: [{ id: 'a-b', rule: 'R <1>', decision: 'Fish & "chips" <b>now</b> isn\'t' }] }],
      '1.2.3',
    );
    const page = pagesOf(entry!)[0]!;
    expect(page.text.content).toBe(
      '<p><strong>a-b</strong>: Fish &#38; &#34;chips&#34; &#60;b&#62;now&#60;/b&#62; isn&#39;t</p>',
    );
    expect(page.name).toBe('R <1>');
    expect(entry!._id).toBe(stableId('entry', 'Test'));
    expect(entry!._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(page._id).not.toBe(entry!._id);
  });
});
