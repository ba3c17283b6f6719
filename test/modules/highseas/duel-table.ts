/**
 * A table for the duel's desk tests: the desk test table (a GM, a second GM, two players, a
 * stranger) with two Crew actors: Lieutenant Kestrel, Pellew's, and Capitaine Moreau, Hornblower's.
 */
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { press, table, type Table } from '../../authority/table';
import { crewSource, weaponSource } from '../../support/crew-fixtures';
import type { FakeClient, FakeCrew } from '../../support/fake-foundry';
import type { DuelRecord } from '../../../src/data/duel-records';
import type { DuelPick } from '../../../src/rules/highseas';
import { submitPick } from '../../../src/modules/highseas/pick-client';

export interface DuelTable extends Table {
  kestrel: FakeCrew;
  moreau: FakeCrew;
}

export function duelTable(): DuelTable {
  const t = table(5);
  const kestrel = t.server.addCrew(
    'Lt Kestrel',
    crewSource((c) => {
      c.attributes = { strength: 12, dexterity: 14, endurance: 14, wit: 12 };
      c.hitPoints.value = 14;
      c.expertise.dueling = 12;
      c.skills.seamanship = 'trained';
    }),
    [{ name: 'Cutlass', system: weaponSource('cutlass', 'right') }],
    [t.p1.userId],
  );
  const moreau = t.server.addCrew(
    'Capitaine Moreau',
    crewSource((c) => {
      c.attributes = { strength: 10, dexterity: 15, endurance: 12, wit: 13 };
      c.hitPoints.value = 12;
      c.expertise.dueling = 13;
      c.fightingStyle = 'french';
    }),
    [
      { name: 'Rapier', system: weaponSource('rapier', 'right') },
      { name: 'Main gauche', system: weaponSource('mainGauche', 'left') },
    ],
    [t.p2.userId],
  );
  return { ...t, kestrel, moreau };
}

/** The one running duel. */
export const duelOf = (t: Table): DuelRecord => t.server.duels.find((d) => !d.over)!;

export async function startKestrelMoreau(t: DuelTable, by: FakeClient = t.gm) {
  const started = await press(
    t,
    by.ask({ kind: 'startDuel', fighters: [t.kestrel.uuid, t.moreau.uuid], aboard: true, gap: 1 }),
  );
  if (!started.ok) throw new Error(`no duel: ${started.code}`);
  return duelOf(t);
}

/** A client picks for a fighter as the duel dialog does. */
export function pickFor(t: Table, client: FakeClient, fighter: string, pick: DuelPick) {
  return press(t, submitPick(client.pickPort(), duelOf(t), fighter, pick));
}

export const scriptDesk = (t: Table, faces: number[]) => {
  t.deskDice.next = new ScriptedDice(faces);
};

export const thrustAndParry = (opponent: string, guess: DuelPick['guess'] = 'thrust'): DuelPick => ({
  opponent,
  actions: [{ id: 'thrust', hand: 'right' }, { id: 'parry' }],
  guess,
  way: 'close',
  brawl: 'strength',
  disarmOnParry: false,
});
