/**
 * What the fire dialog shows: the choices with what was measured beside each, and either the plan
 * with its exact odds or the reason the shot cannot be made. Pure.
 */
import { chance } from '../../../chance';
import { RulesError } from '../../../rules/errors';
import { boardingFireOdds, broadsideOdds, type BroadsidePlan } from '../../../rules/kmh';
import type { FireMeasurement } from '../../../rules/geometry/firing-geometry';
import { FIRING_SIDES } from '../../../rules/geometry/firing-geometry';
import { CHASERS, firePlan, type FireInput, type TargetOption } from './fire';
import type { ShipRef } from '../../../data/ship-ref';

export interface ModifierView {
  label: string;
  dice: string;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The close-range bonuses, named for the band they were earned at (short range or point blank). */
const CLOSE_RANGE_BONUSES: ReadonlySet<string> = new Set(['bellinghamBonus', 'eliteJackTarsShortRange']);

export function modifierViews(plan: BroadsidePlan): ModifierView[] {
  return plan.modifiers.map((m) => {
    const pointBlank = CLOSE_RANGE_BONUSES.has(m.id) && plan.range === 'pointBlank';
    return { label: `BROADSIDE.Fire.Modifier.${m.id}${pointBlank ? 'PointBlank' : ''}`, dice: signed(m.dice) };
  });
}

function options<T extends string>(values: readonly T[], selected: T, prefix: string) {
  return values.map((value) => ({ value, label: `${prefix}.${value}`, selected: value === selected }));
}

/**
 * Everything the fire dialog shows: the choices (with what was measured beside each), and either
 * the plan (dice pool with each modifier named, to-hit number, special column, exact odds) or the
 * reason the shot cannot be made.
 */
export function fireDialogContext(args: {
  firer: ShipRef;
  targets: readonly TargetOption[];
  targetUuid: string | null;
  measured: FireMeasurement | null;
  input: FireInput;
  choppy: boolean;
  /** The ship the target is locked with in a boarding action, when that is not the firer. */
  boardingFriend?: TargetOption | null;
  /** What the turn deck says of the squadron's Fire card (null: no deck, the tick decides). */
  deckHeld?: boolean | null;
  /** The Salt'n'Tar turn sequence: no Fire cards, so the dialog does not ask about one (decision grape-saltntar). */
  noFireCards?: boolean;
}) {
  const { firer, measured } = args;
  const deckHeld = args.deckHeld ?? null;
  const input = deckHeld === null ? args.input : { ...args.input, fireCardHeld: deckHeld };
  let plan: BroadsidePlan | null = null;
  let error: string | null = null;
  try {
    plan = firePlan(firer, input, args.choppy);
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    error = `BROADSIDE.Fire.Error.${e.code}`;
  }
  if (!error && !args.targetUuid) error = 'BROADSIDE.Fire.Error.NoTarget';
  const chasers = CHASERS.has(input.side);
  const odds = plan ? broadsideOdds(plan.pool, plan.toHit, plan.aim, plan.range) : null;
  // Fired into a boarding action, the odds shown are the target's, and the friend's share beside them (decision
  // boarding-fire-split).
  const friendName = input.intoBoarding ? (args.boardingFriend?.name ?? null) : null;
  const split = plan && friendName !== null ? boardingFireOdds(plan.pool, plan.toHit, plan.aim, plan.range) : null;
  const onTarget = odds && {
    hits: split ? split.targetHits : odds.hits,
    expectedHits: split ? split.expectedTargetHits : odds.expectedHits,
    expectedDamagePoints: split ? split.expectedDamagePoints : odds.expectedDamagePoints,
    expectedSecondaryBoxes: split ? split.expectedSecondaryBoxes : odds.expectedSecondaryBoxes,
  };
  return {
    firerName: firer.name,
    targets: args.targets.map((t) => ({ ...t, selected: t.uuid === args.targetUuid })),
    sides: options(FIRING_SIDES, input.side, 'BROADSIDE.Side'),
    aims: options(['hull', 'rigging'] as const, input.aim, 'BROADSIDE.Fire.Aim'),
    shots: options(['round', 'grape'] as const, input.shot, 'BROADSIDE.Fire.Shot'),
    rakes: options(['none', 'bow', 'stern'] as const, input.rake, 'BROADSIDE.Fire.Rake'),
    chasers,
    input,
    retiring: firer.source.strike.status === 'retiring',
    prize: Boolean(firer.prize) && !chasers,
    measured: measured && {
      distance: measured.distanceCm.toFixed(1),
      kind: `BROADSIDE.Fire.Kind.${measured.kind}`,
      rake: `BROADSIDE.Fire.Rake.${measured.rake}`,
      bears: measured.bears,
    },
    plan: plan && {
      range: `BROADSIDE.Fire.Range.${plan.range}`,
      toHit: plan.toHit,
      column: `BROADSIDE.Special.Column.${plan.column}`,
      base: plan.fireFactor,
      modifiers: modifierViews(plan),
      floored: plan.floored,
      pool: plan.pool,
    },
    odds: odds &&
      onTarget && {
        expectedHits: onTarget.expectedHits.toFixed(2),
        anyHit: chance(1 - (onTarget.hits[0] ?? 1)),
        // The special is checked against all the hits and falls on the target.
        special: chance(odds.special),
        expectedDamagePoints: onTarget.expectedDamagePoints.toFixed(2),
        expectedSecondaryBoxes: onTarget.expectedSecondaryBoxes.toFixed(2),
        // Bars scaled to the likeliest count; a count with no chance worth a tenth of a per cent is left out.
        hits: onTarget.hits
          .map((p, k) => ({ k, p, chance: chance(p), width: Math.round((p / Math.max(...onTarget.hits)) * 100) }))
          .filter((h) => h.p >= 0.0005)
          .map(({ k, chance, width }) => ({ k, chance, width })),
        target: split ? (args.targets.find((t) => t.uuid === args.targetUuid)?.name ?? '') : null,
        friend: split && {
          name: friendName,
          anyHit: chance(split.friendHit),
          expectedHits: split.expectedFriendHits.toFixed(2),
          expectedDamagePoints: split.expectedFriendDamagePoints.toFixed(2),
          expectedSecondaryBoxes: split.expectedFriendSecondaryBoxes.toFixed(2),
        },
      },
    boardingFriend: args.boardingFriend?.name ?? null,
    fireCardFromDeck: deckHeld !== null,
    showFireCardHeld: !args.noFireCards,
    error,
    canFire: plan !== null && error === null,
  };
}
