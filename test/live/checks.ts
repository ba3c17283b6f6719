/**
 * The live batches' judgements, as pure functions of what they read off the world, so the unit
 * tests can hold them to the same answers (test/system/live-tests.test.ts).
 */
import { FOOTPRINTS } from '../../src/rules/kmh/ship-tables';

/** A compendium ship as her prototype token reads. */
export interface PackShip {
  name: string;
  rate: string;
  img: string;
  prototypeToken: {
    actorLink: boolean;
    disposition: number;
    width: number;
    height: number;
    bar1: { attribute: string | null };
    chooseSide: unknown;
  };
}

/** Foundry's Neutral token disposition. */
export const NEUTRAL = 0;

/**
 * What is wrong with a compendium ship's prototype token: linked, Neutral, asking her side when
 * placed, the hull bar, and the footprint of her rate in grid squares of `gridCm` (decision
 * token-footprint: drawn bow up, height is her length and width her beam).
 */
export function packShipProblems(ship: PackShip, gridCm: number): string[] {
  const problems: string[] = [];
  const token = ship.prototypeToken;
  const say = (what: string) => problems.push(`${ship.name}: ${what}`);
  if (!token.actorLink) say('her prototype token is not linked to her actor');
  if (token.disposition !== NEUTRAL) say(`her disposition is ${token.disposition}, not Neutral`);
  if (token.chooseSide !== true) say('she is not flagged to ask her side when placed');
  if (token.bar1.attribute !== 'hull') say(`bar 1 shows ${token.bar1.attribute}, not the hull`);
  if (!ship.img.startsWith('systems/broadside/assets/ships/')) say(`her portrait ${ship.img} is not the system's art`);
  const footprint = FOOTPRINTS[ship.rate as keyof typeof FOOTPRINTS];
  if (!footprint) say(`her rate ${ship.rate} has no footprint`);
  else {
    const size = `${token.width} × ${token.height} squares`;
    if (token.width * gridCm !== footprint.beamCm || token.height * gridCm !== footprint.lengthCm)
      say(`${size} of ${gridCm} cm, not ${footprint.beamCm} × ${footprint.lengthCm} cm`);
  }
  return problems;
}

/** The combatants no row of the tracker names (`.combatant[data-combatant-id]`, read as `rowIds`). */
export function combatantsWithoutRow(combatantIds: readonly string[], rowIds: readonly string[]): string[] {
  const rows = new Set(rowIds);
  return combatantIds.filter((id) => !rows.has(id));
}

/** A wind a quarter round from `fromDegrees`, so a write always changes the setting. */
export function turnedWind<W extends { fromDegrees: number; becalmed: boolean }>(wind: W): W {
  return { ...wind, fromDegrees: (wind.fromDegrees + 90) % 360, becalmed: false };
}

/** The desk's answer read off a user's answer flag, when it is the answer to `id`. */
export function answerTo(
  id: string,
  flag: unknown,
): { ok: boolean; code: string; data: Record<string, string> } | null {
  if (typeof flag !== 'string') return null;
  try {
    const answer = JSON.parse(flag) as { id?: unknown; ok?: unknown; code?: unknown; data?: unknown };
    if (answer.id !== id || typeof answer.ok !== 'boolean' || typeof answer.code !== 'string') return null;
    return { ok: answer.ok, code: answer.code, data: (answer.data ?? {}) as Record<string, string> };
  } catch {
    return null;
  }
}

/** The top-level rules of a Broadside stylesheet that sit outside `@layer system` (by CSSOM rule). */
export function rulesOutsideLayer(rules: readonly { layerName: string | null; text: string }[]): string[] {
  return rules.filter((rule) => rule.layerName !== 'system').map((rule) => rule.text.slice(0, 80));
}
