import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  relinked,
  undoPlan,
  writesFor,
  type Intent,
  type PathSpec,
  type PathValue,
  type StandingEffect,
} from '../../src/authority/writes/effects';

const SPECS: Record<string, PathSpec> = {
  points: { kind: 'count', min: 0, max: 100_000 },
  boxes: { kind: 'count', min: 0, max: 100_000 },
  mast: { kind: 'value' },
  fate: { kind: 'value' },
};
const PATHS = Object.keys(SPECS);
const SHIPS = ['a', 'b'];
const BASE: Record<string, PathValue> = { points: 50_000, boxes: 50_000, mast: 0, fate: 0 };

/** A table of ships, the cards standing on them, and how each write is made and taken back (as the desk does). */
class Table {
  ships = new Map(SHIPS.map((s) => [s, { ...BASE }]));
  standing: StandingEffect[] = [];
  seq = 0;
  conflicts = 0;
  edits = new Map<string, number>();
  edited = (ship: string, path: string) => this.edits.get(`${ship}|${path}`) ?? 0;

  /** A change by hand, seen by the desk. */
  edit(ship: string, path: string, value: PathValue) {
    this.ships.get(ship)![path] = value;
    this.edits.set(`${ship}|${path}`, ++this.seq);
  }

  read = (ship: string) => (path: string) => this.ships.get(ship)![path]!;

  apply(card: Record<string, Intent[]>): number {
    const seq = ++this.seq;
    const ships = Object.entries(card).map(([uuid, intents]) => ({
      uuid,
      writes: writesFor(uuid, intents, this.read(uuid), SPECS, this.standing, this.edited),
    }));
    for (const ship of ships) for (const w of ship.writes) this.ships.get(ship.uuid)![w.path] = w.after;
    this.standing.push({ seq, ships });
    return seq;
  }

  undo(seq: number) {
    const undone = this.standing.find((e) => e.seq === seq)!;
    let rest = this.standing.filter((e) => e.seq !== seq);
    for (const ship of undone.ships) {
      const plan = undoPlan(undone, ship.uuid, this.read(ship.uuid), SPECS, rest, this.edited);
      for (const s of plan.set) this.ships.get(ship.uuid)![s.path] = s.value;
      rest = relinked(rest, ship.uuid, plan.relink);
      this.conflicts += plan.conflicts.length;
    }
    this.standing = rest;
  }
}

/** The meaning of "the ship carries exactly the cards still applied": counts add, values are the newest standing write.
 * */
class Model {
  events: { owner: number | 'edit'; ship: string; path: string; value: number }[] = [];
  value(ship: string, path: string): PathValue {
    const mine = this.events.filter((e) => e.ship === ship && e.path === path);
    if (SPECS[path]!.kind === 'count') return mine.reduce((sum, e) => sum + e.value, BASE[path] as number);
    return mine.length ? mine[mine.length - 1]!.value : BASE[path]!;
  }
}

type Op =
  | { kind: 'apply'; card: number }
  | { kind: 'undo'; pick: number }
  | { kind: 'edit'; ship: number; path: number; amount: number };

const cardArb = fc.dictionary(
  fc.constantFrom(...SHIPS),
  fc.uniqueArray(fc.record({ path: fc.constantFrom(...PATHS), amount: fc.integer({ min: -20, max: 20 }) }), {
    selector: (i) => i.path,
    maxLength: 4,
  }),
  { minKeys: 1 },
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('apply' as const), card: fc.nat(5) }),
  fc.record({ kind: fc.constant('undo' as const), pick: fc.nat(20) }),
  fc.record({
    kind: fc.constant('edit' as const),
    ship: fc.nat(1),
    path: fc.nat(3),
    amount: fc.integer({ min: 1, max: 3 }),
  }),
);

describe('applied cards, path by path (decision undo-exact)', () => {
  it('a ship carries exactly the effect of the cards still applied, over any apply, undo and hand edit', () => {
    fc.assert(
      fc.property(
        fc.array(cardArb, { minLength: 6, maxLength: 6 }),
        fc.array(opArb, { maxLength: 40 }),
        (cards, ops) => {
          const table = new Table();
          const model = new Model();
          const applied = new Map<number, number>(); // card index → seq while applied
          for (const op of ops) {
            if (op.kind === 'apply') {
              if (applied.has(op.card)) continue; // a card applies once until undone
              const card = cards[op.card]!;
              const intents: Record<string, Intent[]> = {};
              for (const [ship, list] of Object.entries(card)) {
                intents[ship] = list.map((i) => ({
                  path: i.path,
                  change: SPECS[i.path]!.kind === 'count' ? i.amount : Math.abs(i.amount) % 4,
                }));
              }
              const seq = table.apply(intents);
              applied.set(op.card, seq);
              for (const [ship, list] of Object.entries(intents))
                for (const i of list) model.events.push({ owner: seq, ship, path: i.path, value: i.change as number });
            } else if (op.kind === 'undo') {
              const live = [...applied.entries()];
              if (live.length === 0) continue;
              const [card, seq] = live[op.pick % live.length]!;
              table.undo(seq);
              applied.delete(card);
              model.events = model.events.filter((e) => e.owner !== seq);
            } else {
              const ship = SHIPS[op.ship]!;
              const path = PATHS[op.path]!;
              const now = table.ships.get(ship)![path] as number;
              // A hand edit: a count moves by an amount; a value changes to another one (an edit that changes nothing
              // is not seen).
              const next = SPECS[path]!.kind === 'count' ? now + op.amount : (now + op.amount) % 4;
              table.edit(ship, path, next);
              model.events.push({ owner: 'edit', ship, path, value: SPECS[path]!.kind === 'count' ? op.amount : next });
            }
            for (const ship of SHIPS)
              for (const path of PATHS) expect(table.ships.get(ship)![path]).toEqual(model.value(ship, path));
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('undoes the card on top to the value under it, and a card under another only in the record', () => {
    const table = new Table();
    const x = table.apply({ a: [{ path: 'fate', change: 1 }] });
    const y = table.apply({ a: [{ path: 'fate', change: 2 }] });
    table.undo(x);
    expect(table.ships.get('a')!.fate).toBe(2);
    table.undo(y);
    expect(table.ships.get('a')!.fate).toBe(0);
    expect(table.conflicts).toBe(0);
  });

  it('leaves a value changed by hand since the card, and says so', () => {
    const table = new Table();
    const x = table.apply({ a: [{ path: 'mast', change: 1 }] });
    table.edit('a', 'mast', 3);
    table.undo(x);
    expect(table.ships.get('a')!.mast).toBe(3);
    expect(table.conflicts).toBe(1);
  });

  it('catches a change by hand the desk did not see where the value differs', () => {
    const table = new Table();
    const x = table.apply({ a: [{ path: 'mast', change: 1 }] });
    table.ships.get('a')!.mast = 3;
    table.undo(x);
    expect(table.ships.get('a')!.mast).toBe(3);
    expect(table.conflicts).toBe(1);
  });

  it('keeps a value set by hand back to the card’s own value, once the desk saw the edits', () => {
    const table = new Table();
    const x = table.apply({ a: [{ path: 'mast', change: 1 }] });
    table.edit('a', 'mast', 2);
    table.edit('a', 'mast', 1);
    table.undo(x);
    expect(table.ships.get('a')!.mast).toBe(1);
  });

  it('keeps a value another standing card also set (the later card holds it)', () => {
    const table = new Table();
    const x = table.apply({ a: [{ path: 'mast', change: 1 }] });
    table.apply({ a: [{ path: 'mast', change: 1 }] });
    table.undo(x);
    expect(table.ships.get('a')!.mast).toBe(1);
  });

  it('takes a count back by the card’s difference, and reports one it cannot take back whole', () => {
    const specs: Record<string, PathSpec> = { points: { kind: 'count', min: 0, max: 10 } };
    const ship: Record<string, PathValue> = { points: 8 };
    const read = (p: string) => ship[p]!;
    const writes = writesFor('a', [{ path: 'points', change: 5 }], read, specs, []);
    expect(writes).toEqual([{ path: 'points', before: 8, after: 10, below: null }]);
    ship.points = 10;
    const effect = { seq: 1, ships: [{ uuid: 'a', writes }] };
    ship.points = 1; // repaired by hand since
    const plan = undoPlan(effect, 'a', read, specs, []);
    expect(plan.set).toEqual([{ path: 'points', value: 0 }]);
    expect(plan.conflicts).toEqual([{ path: 'points', reason: 'bound' }]);
  });
});
