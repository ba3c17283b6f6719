/**
 * The duel card's words: each roll's chance as a whole percentage beside its own target, and only
 * the modifiers that say something.
 */
import { describe, expect, it } from 'vitest';
import { chance } from '../../../src/chance';
import { chance as d20Chance, type AttackRecord } from '../../../src/rules/highseas';
import { duelCardView } from '../../../src/modules/highseas/card';
import { duelSummary } from '../../../src/modules/highseas/card-summary';
import { playedRecord } from './fixtures';

const { cards } = playedRecord(10);
const attacksOf = (turn: number) => duelCardView(cards[turn - 1]!).steps.flatMap((s) => (s.attack ? [s.attack] : []));
const records = cards.flatMap((c) =>
  c.steps.filter((s): s is AttackRecord & { kind: 'attack' } => s.kind === 'attack'),
);

describe('the duel card', () => {
  it('reads every chance as a whole percentage, and each the chance of the roll whose target it sits by', () => {
    const whole = /^(\d{1,3}|<1|>99)%$/;
    let parries = 0;
    for (const a of records) {
      const odds = duelCardView({ ...cards[0]!, steps: [a] }).steps[0]!.attack!.odds!;
      expect(odds.hit).toBe(chance(d20Chance(a.target)));
      const shown = [odds.hit, odds.serious, odds.block, odds.parry?.same, odds.parry?.right, odds.parry?.wrong];
      for (const p of shown.filter((x): x is string => typeof x === 'string')) expect(p).toMatch(whole);
      if (!a.parry) continue;
      // The parry made reads as the odds said it would: its target's chance, not that times the chance to hit.
      parries++;
      const own = chance(d20Chance(a.parry.test.target));
      expect([odds.parry?.same, odds.parry?.right, odds.parry?.wrong]).toContain(own);
    }
    expect(parries).toBeGreaterThan(3);
  });

  it('gives the parry one figure for the right guess and one for any other', () => {
    expect(attacksOf(2)[0]!.odds!.parry).toEqual({
      same: null,
      right: '65%',
      wrong: '50%',
      form: 'BROADSIDE.Duel.Action.thrust',
    });
  });

  it('leaves out a modifier that alone makes its total, and keeps the total', () => {
    const kestrel = attacksOf(2)[1]!;
    expect([kestrel.toHit, kestrel.modifiers, kestrel.target]).toEqual([true, [], 12]);
    expect(attacksOf(2)[0]!.modifiers.map((m) => m.value)).toEqual(['+13', '+1', '-1']);
  });

  it("words a blow's points, naming what made them only when more than one thing did", () => {
    expect(attacksOf(3)[0]!.points).toEqual({
      points: 5,
      parts: [
        { label: 'BROADSIDE.Duel.Blow.weaponDamage', value: '+2' },
        { label: 'BROADSIDE.Duel.Blow.seriousDie', value: '+3' },
      ],
      turned: false,
    });
    expect(attacksOf(6)[1]!.points).toEqual({ points: 4, parts: [], turned: false });
  });

  it('shows no parry odds on a card kept when they were multiplied by the chance to hit', () => {
    const old = cards[1]!.steps.find((s) => s.kind === 'attack')!;
    const kept = {
      ...old,
      odds: { hit: 0.65, serious: 0.35, parried: { thrust: 0.4225, slash: 0.325, lunge: 0.325 }, blocked: null },
    };
    const odds = duelCardView({ ...cards[1]!, steps: [kept as unknown as typeof old] }).steps[0]!.attack!.odds!;
    expect([odds.hit, odds.parry, odds.block]).toEqual(['65%', null, null]);
  });
});

describe("the duel card's result in words", () => {
  const named = (card: (typeof cards)[number]) => (id: string) => card.fighters.find((f) => f.id === id)!.name;
  const summaryOf = (turn: number) => duelSummary(cards[turn - 1]!, named(cards[turn - 1]!));

  it('leads with who wounded whom, where and how badly, then who is stunned and who is down', () => {
    expect(summaryOf(2)).toEqual([{ key: 'BROADSIDE.Duel.Summary.noWounds', n: 1, bad: false }]);
    expect(summaryOf(5)).toEqual([
      {
        key: 'BROADSIDE.Duel.Summary.woundsLamed',
        n: 4,
        bad: true,
        attacker: 'Lt Kestrel',
        defender: 'Capitaine Moreau',
        location: 'BROADSIDE.Crew.Location.rightArm',
      },
    ]);
    expect(summaryOf(6).map((l) => [l.key, l.n])).toEqual([
      ['BROADSIDE.Duel.Summary.wounds', 4],
      ['BROADSIDE.Duel.Summary.stunned', 1],
    ]);
    expect(summaryOf(10).map((l) => [l.key, l.name ?? l.defender, l.state ?? null])).toEqual([
      ['BROADSIDE.Duel.Summary.wounds', 'Lt Kestrel', null],
      ['BROADSIDE.Duel.Summary.down', 'Lt Kestrel', 'BROADSIDE.Duel.State.unconscious'],
    ]);
  });

  it('tells no other story than the wounds the card carries to the sheets', () => {
    for (const card of cards) {
      const lines = duelSummary(card, named(card));
      for (const fighter of card.fighters) {
        const said = lines
          .filter((l) => /\.(wounds|woundsLamed|fall)$/.test(l.key) && (l.defender ?? l.name) === fighter.name)
          .reduce((sum, l) => sum + l.n, 0);
        const carried = card.changes.find((c) => c.actorUuid === fighter.uuid)?.crew?.damage ?? 0;
        expect(said, `turn ${card.turn}, ${fighter.name}`).toBe(carried);
      }
    }
  });

  it('is what the card view gives its template', () => {
    expect(duelCardView(cards[5]!).summary).toEqual(summaryOf(6));
  });
});
