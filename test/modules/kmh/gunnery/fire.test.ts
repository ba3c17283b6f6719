import { chance } from '../../../../src/chance';
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/rules/dice/dice';
import {
  broadsideOrder,
  defaultFireInput,
  fireCardHeldByDeck,
  firePlan,
  offFireCard,
  type FireInput,
} from '../../../../src/modules/kmh/gunnery/fire';
import { beginDeck, drawAction, holdAction } from '../../../../src/modules/kmh/deck-store';
import type { StoredDeck } from '../../../../src/data/stored-deck';
import { isFireOrder } from '../../../../src/modules/kmh/gunnery/card-checks';
import { broadsideCard, broadsideCardView, broadsideRule } from '../../../../src/modules/kmh/gunnery/broadside-card';
import { fireDialogContext } from '../../../../src/modules/kmh/gunnery/fire-dialog-view';
import { shipStateOf } from '../../../../src/data/ship-state';
import { boardingFireOdds } from '../../../../src/rules/kmh';
import { FIVE_HITS_WITH_MAST, fiveHitBroadside, frenchSeventyFour, seventyFour } from '../../../chat/fixtures';

const input = (over: Partial<FireInput> = {}): FireInput => ({
  ...defaultFireInput('starboard', null),
  distanceCm: 16,
  ...over,
});

describe('fire dialog context', () => {
  it('names every modifier and shows the exact odds before the roll', () => {
    const firer = seventyFour('HMS Defiance', { damage: { points: 10 } });
    const ctx = fireDialogContext({
      firer,
      targets: [{ uuid: 'Actor.t', name: 'Le Tonnant' }],
      targetUuid: 'Actor.t',
      measured: null,
      input: input({ partial: true }),
      choppy: false,
    });
    expect(ctx.error).toBeNull();
    expect(ctx.plan?.modifiers).toEqual([
      { label: 'BROADSIDE.Fire.Modifier.damage', dice: '-2' },
      { label: 'BROADSIDE.Fire.Modifier.partialBroadside', dice: '-3' },
    ]);
    expect(ctx.plan?.pool).toBe(4);
    expect(ctx.plan?.toHit).toBe(4);
    // Four dice hitting on 4+: no hit is 1/16.
    expect(ctx.odds?.anyHit).toBe('94%');
    expect(ctx.targets[0]!.selected).toBe(true);
  });

  it('refuses grape without a held fire card and rigging at point blank, with a localised reason', () => {
    const firer = seventyFour();
    const base = { firer, targets: [], targetUuid: 'Actor.t', measured: null, choppy: false };
    expect(fireDialogContext({ ...base, input: input({ distanceCm: 4, shot: 'grape' }) }).error).toBe(
      'BROADSIDE.Fire.Error.GrapeNeedsHeldCard',
    );
    expect(
      fireDialogContext({ ...base, input: input({ distanceCm: 4, shot: 'grape', fireCardHeld: true }) }).canFire,
    ).toBe(true);
    expect(fireDialogContext({ ...base, input: input({ distanceCm: 4, aim: 'rigging' }) }).error).toBe(
      'BROADSIDE.Fire.Error.NoRiggingAtPointBlank',
    );
    expect(fireDialogContext({ ...base, targetUuid: null, input: input() }).error).toBe(
      'BROADSIDE.Fire.Error.NoTarget',
    );
  });

  it('takes the first broadside from the sheet and forces a retiring ship to partial', () => {
    const fresh = seventyFour('Elite', { characteristics: { initialBroadside: true } });
    expect(firePlan(fresh, input(), false).modifiers.map((m) => m.id)).toContain('initialBroadside');
    const retiring = seventyFour('Running', { strike: { status: 'retiring' } });
    expect(firePlan(retiring, input(), false).modifiers.map((m) => m.id)).toContain('partialBroadside');
  });

  it('plans a prize’s broadside as a poor one-decker: no Bellingham bonus, no choppy cut (decision boarding-prize)', () => {
    const ship = seventyFour('HMS Defiance', { initialBroadsideFired: { port: true, starboard: true } });
    const close = input({ distanceCm: 10 });
    expect(firePlan(ship, close, true).modifiers.map((m) => m.id)).toEqual(['bellinghamBonus', 'choppySeas']);
    const prize = { ...ship, prize: true };
    expect(broadsideOrder(prize, close, true)).toMatchObject({ quality: 'poor', decks: 1 });
    const plan = firePlan(prize, close, true);
    expect(plan.modifiers).toEqual([]);
    expect(plan.pool).toBe(ship.derived.fireDice);
    const ctx = fireDialogContext({
      firer: prize,
      targets: [],
      targetUuid: 'x',
      measured: null,
      input: close,
      choppy: true,
    });
    expect([ctx.prize, ctx.plan?.pool]).toEqual([true, ship.derived.fireDice]);
    expect(
      fireDialogContext({ firer: ship, targets: [], targetUuid: 'x', measured: null, input: close, choppy: true })
        .prize,
    ).toBe(false);
  });

  it('fires the chasers from bow and stern', () => {
    const plan = firePlan(seventyFour(), input({ side: 'bow' }), false);
    expect(plan.pool).toBe(2);
    expect(plan.modifiers).toEqual([]);
  });
});

describe('broadside card data', () => {
  it('records a five-hit hull broadside whose [M] special brings the mainmast down', () => {
    const { card } = fiveHitBroadside();
    expect(card.outcome.roll.hits).toBe(5);
    expect(card.outcome.effects.special?.cell.codes).toEqual(['M']);
    const after = card.changes[0]!.after!;
    expect(after.mastsLost).toEqual(['main']);
    // 5 DP from the hits, 5 from the cell, 5 from the falling mast.
    expect(after.damagePoints).toBe(15);
    expect(card.changes).toHaveLength(1);
    const view = broadsideCardView(card);
    expect(view.faces.filter((f) => f.hit)).toHaveLength(5);
    expect(view.targetEvents.map((e) => e.key)).toContain('BROADSIDE.Event.mastLost');
    expect(view.special?.mastRolls).toBe('3');
  });

  it('puts a gun burst on the firer as a second change', () => {
    const firer = seventyFour();
    const target = frenchSeventyFour();
    const plan = firePlan(firer, input(), false);
    // One hit (6), check 1, row 1 = GB.
    const dice = new ScriptedDice([6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const outcome = broadsideRule(
      plan,
      shipStateOf(target.source, target.derived),
      shipStateOf(firer.source, firer.derived),
      false,
    )(dice);
    const card = broadsideCard(firer, target, 'starboard', plan, outcome);
    expect(card.changes.map((c) => c.name)).toEqual(['Le Tonnant', 'HMS Defiance']);
    expect(card.changes[1]!.after!.damagePoints).toBe(5);
  });
});

describe('firing into a boarding action', () => {
  it('sends every third hit to the friend locked with the target; the special still falls on the target', () => {
    const firer = seventyFour('HMS Defiance', { initialBroadsideFired: { port: true, starboard: true } });
    const target = frenchSeventyFour();
    const friend = seventyFour('HMS Bellona');
    const plan = firePlan(firer, input(), false);
    const state = (s: typeof firer) => shipStateOf(s.source, s.derived);
    const outcome = broadsideRule(
      plan,
      state(target),
      state(firer),
      false,
      state(friend),
    )(new ScriptedDice(FIVE_HITS_WITH_MAST));
    expect(outcome.intoBoarding).toMatchObject({ targetHits: 4, friendHits: 1 });
    expect(outcome.intoBoarding?.friend.state.damagePoints).toBe(1);
    const card = broadsideCard(firer, target, 'starboard', plan, outcome, friend);
    // Four hull DP and the special's ten (its 5 DP and the mast's 5) on the target; one on the friend.
    expect(card.changes.map((c) => [c.name, c.after!.damagePoints])).toEqual([
      ['Le Tonnant', 14],
      ['HMS Bellona', 1],
    ]);
    const view = broadsideCardView(card);
    expect(view.intoBoarding).toMatchObject({ friend: 'HMS Bellona', targetHits: 4, friendHits: 1 });
  });

  it('shows the odds of the hits on the target and the friend’s share, exactly from the split', () => {
    const firer = seventyFour('HMS Defiance', { initialBroadsideFired: { port: true, starboard: true } });
    const base = {
      firer,
      targets: [{ uuid: 'Actor.t', name: 'Le Tonnant' }],
      targetUuid: 'Actor.t',
      measured: null,
      choppy: false,
      boardingFriend: { uuid: 'Actor.b', name: 'HMS Bellona' },
    };
    const plain = fireDialogContext({ ...base, input: input() });
    const into = fireDialogContext({ ...base, input: input({ intoBoarding: true }) });
    const plan = into.plan!;
    const exact = boardingFireOdds(plan.pool, plan.toHit, 'hull', 'medium');
    expect(into.odds?.expectedHits).toBe(exact.expectedTargetHits.toFixed(2));
    expect(into.odds?.hits.map((h) => h.chance)).toEqual(exact.targetHits.map(chance));
    expect(into.odds?.friend).toEqual({
      name: 'HMS Bellona',
      anyHit: chance(exact.friendHit),
      expectedHits: exact.expectedFriendHits.toFixed(2),
      expectedDamagePoints: exact.expectedFriendDamagePoints.toFixed(2),
      expectedSecondaryBoxes: exact.expectedFriendSecondaryBoxes.toFixed(2),
    });
    expect(into.odds?.target).toBe('Le Tonnant');
    // The special is still checked against all the hits; fewer hits land on the target than in the plain broadside.
    expect(into.odds?.special).toBe(plain.odds?.special);
    expect(Number(into.odds?.expectedHits)).toBeLessThan(Number(plain.odds?.expectedHits));
    expect([plain.odds?.friend, plain.odds?.target]).toEqual([null, null]);
  });

  it('takes the Fire card held from the turn deck when there is one, else the tick', () => {
    const deck = { held: ['fire:British'], last: { action: 'hold' as const, card: 'fire:British', by: 'u-anne' } };
    expect(fireCardHeldByDeck(null, 'British')).toBeNull();
    expect(fireCardHeldByDeck(deck, 'British')).toBe(true);
    expect(fireCardHeldByDeck(deck, 'French')).toBe(false);
    expect(
      fireCardHeldByDeck({ held: [], last: { action: 'play', card: 'fire:French', by: 'u-anne' } }, 'French'),
    ).toBe(true);
    expect(fireCardHeldByDeck({ held: [], last: { action: 'draw', card: 'fire:French', by: 'u-gm' } }, 'French')).toBe(
      false,
    );
    const ctx = fireDialogContext({
      firer: seventyFour(),
      targets: [],
      targetUuid: 'x',
      measured: null,
      input: input({ distanceCm: 4, shot: 'grape' }),
      choppy: false,
      deckHeld: true,
    });
    expect([ctx.canFire, ctx.fireCardFromDeck, ctx.input.fireCardHeld]).toEqual([true, true, true]);
  });
});

describe('the ships a firer may aim at', () => {
  it('offers each other ship once, and a player none that is hidden on the canvas', async () => {
    const { targetOptions } = await import('../../../../src/modules/kmh/gunnery/fire');
    const tokens = [
      { uuid: 'Actor.firer', name: 'Defiance', hidden: false },
      { uuid: 'Actor.a', name: 'Le Tonnant', hidden: false },
      { uuid: 'Actor.a', name: 'Le Tonnant (2)', hidden: false },
      { uuid: 'Actor.b', name: 'Ambusher', hidden: true },
      { uuid: null, name: 'A rock', hidden: false },
    ];
    expect(targetOptions(tokens, 'Actor.firer', false).map((t) => t.name)).toEqual(['Le Tonnant']);
    expect(targetOptions(tokens, 'Actor.firer', true).map((t) => t.name)).toEqual(['Le Tonnant', 'Ambusher']);
  });
});

describe('the close-range bonuses on the dialog and the card', () => {
  it('are named for point blank when earned there, and for short range otherwise', async () => {
    const { modifierViews } = await import('../../../../src/modules/kmh/gunnery/fire-dialog-view');
    const plan = (range: string) =>
      ({
        range,
        modifiers: [
          { id: 'bellinghamBonus', dice: 1 },
          { id: 'choppySeas', dice: -1 },
        ],
      }) as never;
    expect(modifierViews(plan('pointBlank')).map((m) => m.label)).toEqual([
      'BROADSIDE.Fire.Modifier.bellinghamBonusPointBlank',
      'BROADSIDE.Fire.Modifier.choppySeas',
    ]);
    expect(modifierViews(plan('short'))[0]!.label).toBe('BROADSIDE.Fire.Modifier.bellinghamBonus');
  });
});

describe('a shot off her squadron’s Fire card', () => {
  const setup = {
    squadrons: ['British', 'French'],
    gettingChoppy: false,
    boatsLaunched: false,
    shoreBatteries: false,
    fireshipAblaze: false,
    shipsGrappled: false,
    shipsBurning: false,
  };
  const drawn = (card: string): StoredDeck => {
    const begun = beginDeck(setup, 'u-gm').deck;
    return drawAction(begun, { roll: () => [begun.drawPile.indexOf(card) + 1] }, 'u-gm').deck;
  };

  it('is off her card on another card, or on none; on her own Fire card, drawn or held, it is not', () => {
    expect(offFireCard(drawn('fire:British'), 'British')).toBe(false);
    expect(offFireCard(drawn('move:British'), 'British')).toBe(true);
    expect(offFireCard(drawn('fire:French'), 'British')).toBe(true);
    expect(offFireCard(beginDeck(setup, 'u-gm').deck, 'British')).toBe(true);
    // Held back, her Fire card is still hers to fire on when she plays it.
    expect(offFireCard(holdAction(drawn('fire:British'), 'fire:British', 'u-anne').deck, 'British')).toBe(false);
    expect(offFireCard(drawn('fire:British'), null)).toBe(true);
  });

  it('is kept on a card as a true or false, or not at all on a card from before', () => {
    const order = { ...defaultFireInput('starboard', null), choppy: false, first: false };
    expect(isFireOrder(order)).toBe(true);
    expect(isFireOrder({ ...order, offCard: true })).toBe(true);
    expect(isFireOrder({ ...order, offCard: 'no' })).toBe(false);
  });

  it('says nothing where no deck is dealt', () => {
    expect(offFireCard(null, 'British')).toBeNull();
  });

  it('shows a short line on the card, only when the order says so', () => {
    const { card } = fiveHitBroadside();
    const order = { ...defaultFireInput('starboard', null), choppy: false, first: false };
    expect(broadsideCardView({ ...card, order: { ...order, offCard: true } }).offCard).toBe(true);
    expect(broadsideCardView({ ...card, order: { ...order, offCard: false } }).offCard).toBe(false);
    expect(broadsideCardView(card).offCard).toBe(false);
  });
});
