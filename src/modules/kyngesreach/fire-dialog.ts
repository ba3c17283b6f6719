/**
 * The Kyngesreach fire dialog: the player picks the firing battery and the target ship; the dialog
 * measures the range from the two tokens and reads it as a band, names every modifier of the
 * Gunner roll and shows the exact chance of each number of hits (fire-view.ts), then fires. A
 * player's shot at a ship he does not command is asked of the desk, which measures the range again
 * and rolls it (decision desk-rolls); any other shot is rolled here on the rule the desk checks.
 */
import { SYSTEM_PATH } from '../../constants';
import type { DiceSource } from '../../rules/dice/dice';
import { RulesError } from '../../rules/errors';
import { measureFire, sideTowards, type ShipFootprint } from '../../rules/geometry/firing-geometry';
import type { GunneryFigures, GunneryShip } from '../../authority/gunnery';
import { askDesk } from '../../authority/channel/client';
import { actorByUuid } from '../../documents/lookups';
import { commandsShip } from '../../documents/ships';
import { rollRule } from '../../dice/roll-rule';
import { postCard } from '../../chat/cards';
import type { AnyCard } from '../../chat/card-kinds';
import { placementOf } from '../../documents/token-placement';
import { tokenFootprint } from '../../rules/geometry/token-footprint';
import { AMMUNITION, MASTS, SIDES, type Side } from '../../rules/kyngesreach';
import { shipBattle } from '../../canvas/move-book';
import { CALLED_TARGETS, GAUGE_STANDINGS, krCardRule, type GaugeStandingName, type KrOrder } from './card';
import { battleGauge, standingInBattle } from './gauge-store';
import { fireOrder, freshChoices, krFireContext, type KrFireChoices } from './fire-view';
import { KR_TEMPLATE } from './templates';

/** A ship as the module's rules read her. */
export function gunneryShip(actor: Actor.Implementation): GunneryShip {
  return { uuid: actor.uuid, name: actor.name ?? '', source: actor.system as GunneryShip['source'] };
}

/** The crew members as this client has them loaded, and who owns what as the world's documents say. */
export const worldCrew: GunneryFigures = {
  crew: (uuid) => {
    const actor = actorByUuid(uuid);
    return actor?.type === 'crew' ? { name: actor.name ?? '', source: actor.system as never } : null;
  },
  owners: (uuid) => {
    const actor = actorByUuid(uuid);
    return actor ? game.users.filter((u) => !u.isGM && actor.testUserPermission(u, 'OWNER')).map((u) => u.id) : [];
  },
};

/**
 * A ship's token as the geometry reads it, in cm, from her token's document on its scene: the
 * reading the desk measures again (null for a token on no scene).
 */
function footprintOf(actor: Actor.Implementation | null): ShipFootprint | null {
  const token = actor?.getActiveTokens()[0]?.document;
  const placement = token ? placementOf(token) : null;
  const ship = actor?.system as { artHeading?: number } | undefined;
  return placement ? tokenFootprint(placement, ship?.artHeading ?? 0) : null;
}
/**
 * How a ship stands to the gauge in her battle as the GM recorded it (decision kr-gauge-battle): what
 * the dialog fires and the desk puts in; null when she is in no battle, where the gauge is the GM's choice.
 */
export function gaugeInBattle(ship: Actor.Implementation): GaugeStandingName | null {
  const token = ship.getActiveTokens()[0]?.document;
  const battle = token ? shipBattle(token) : null;
  return battle ? standingInBattle(battleGauge(battle.system), ship.uuid) : null;
}

const pick = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  list.find((x) => x === v) ?? fallback;

/**
 * The dialog's class, defined when first opened: it builds on Foundry's application classes, which
 * the module's other readers (the settings, the registry, the tests) load without.
 */
function defineDialog() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
  class KrFireDialog extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      classes: ['broadside', 'fire-dialog', 'kr-fire-dialog'],
      tag: 'form',
      position: { width: 540, height: 'auto' as const },
      window: { resizable: true },
      form: { submitOnChange: true, closeOnSubmit: false, handler: KrFireDialog.#onChange },
      actions: { fire: KrFireDialog.#fire },
    };

    static override PARTS = {
      form: { template: `${SYSTEM_PATH}/${KR_TEMPLATE.fireDialog}` },
    };

    readonly firer: Actor.Implementation;
    targetUuid: string | null;
    choices: KrFireChoices;
    #firing = false;

    constructor(firer: Actor.Implementation, side: Side | null, target: Actor.Implementation | null) {
      super({});
      this.firer = firer;
      this.targetUuid = target?.uuid ?? null;
      this.choices = { ...freshChoices(gunneryShip(firer)), ...(side ? { battery: side } : {}) };
      this.#aimAtTarget(side === null);
    }

    override get title() {
      return game.i18n.format('BROADSIDE.Kr.Fire.title', { name: this.firer.name ?? '' });
    }

    get target(): Actor.Implementation | null {
      const actor = this.targetUuid ? actorByUuid(this.targetUuid) : null;
      return actor?.type === 'ship' ? actor : null;
    }

    /** The battery that bears on the target (unless one was asked for), and the target's side that faces her. */
    #aimAtTarget(chooseBattery: boolean) {
      const from = footprintOf(this.firer);
      const to = footprintOf(this.target);
      if (!from || !to) return;
      const battery = chooseBattery ? sideTowards(from, to) : this.choices.battery;
      this.choices = { ...this.choices, battery, targetFacing: sideTowards(to, from) };
    }

    /** The range from the firing battery to the target's hull, as the desk measures it; null without both tokens. */
    get distanceCm(): number | null {
      const from = footprintOf(this.firer);
      const to = footprintOf(this.target);
      return from && to ? measureFire(from, to, this.choices.battery).distanceCm : null;
    }

    /** The other ships on the scene this user can see. */
    targets() {
      return (canvas?.tokens?.placeables ?? [])
        .filter(
          (t) => t.actor?.type === 'ship' && t.actor.uuid !== this.firer.uuid && (game.user.isGM || !t.document.hidden),
        )
        .map((t) => ({ uuid: t.actor!.uuid, name: t.name }));
    }

    #args() {
      const target = this.target;
      return {
        firer: gunneryShip(this.firer),
        target: target && gunneryShip(target),
        targets: this.targets(),
        distanceCm: this.distanceCm,
        choices: this.choices,
        figures: worldCrew,
        gaugeFromBattle: gaugeInBattle(this.firer),
        gm: game.user.isGM,
      };
    }

    override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
      return { ...(await super._prepareContext(options)), ...krFireContext(this.#args()) };
    }

    static async #onChange(
      this: KrFireDialog,
      _event: Event,
      _form: HTMLFormElement,
      formData: { object: Record<string, unknown> },
    ) {
      const data = formData.object;
      const targetUuid = typeof data.target === 'string' && data.target ? data.target : null;
      const called = CALLED_TARGETS.find((c) => c === data.called) ?? null;
      const morale = Number(data.morale);
      this.choices = {
        battery: pick(SIDES, data.battery, this.choices.battery),
        targetFacing: pick(SIDES, data.targetFacing, this.choices.targetFacing),
        gauge: pick(GAUGE_STANDINGS, data.gauge, this.choices.gauge),
        called,
        mast: called === 'mast' ? (MASTS.find((m) => m === data.mast) ?? null) : null,
        morale: Number.isInteger(morale) ? Math.max(-5, Math.min(5, morale)) : this.choices.morale,
        reloadWith: pick(AMMUNITION, data.reloadWith, this.choices.reloadWith),
      };
      if (targetUuid !== this.targetUuid) {
        this.targetUuid = targetUuid;
        this.#aimAtTarget(false);
      }
      await this.render();
    }

    static async #fire(this: KrFireDialog) {
      if (this.#firing) return;
      this.#firing = true;
      try {
        const target = this.target;
        if (!target) return;
        await krFireAt(this.firer, target, fireOrder(this.#args()));
        await this.close();
      } finally {
        this.#firing = false;
      }
    }
  }
  return KrFireDialog;
}

let dialogClass: ReturnType<typeof defineDialog> | null = null;

/**
 * Fires a Kyngesreach broadside. A player's shot at a ship he does not command goes to the desk,
 * which measures the range itself; otherwise this client rolls the card on the rule the desk runs
 * again when it seals it (decision desk-derive).
 */
export async function krFireAt(firer: Actor.Implementation, target: Actor.Implementation, order: KrOrder) {
  if (target.type !== 'ship' || !commandsShip(firer)) return null;
  if (!game.user.isGM && !target.isOwner)
    return askDesk({ kind: 'gunneryFire', firer: firer.uuid, target: target.uuid, order: { ...order } });
  try {
    const rule = krCardRule(gunneryShip(firer), gunneryShip(target), order, worldCrew);
    if (!rule) return null;
    const { result: card, rolls } = await rollRule(rule as (dice: DiceSource) => AnyCard);
    return postCard(card, rolls, firer);
  } catch (error: unknown) {
    if (!(error instanceof RulesError)) throw error;
    ui.notifications?.warn(game.i18n.localize(`BROADSIDE.Errors.${error.code}`));
    return null;
  }
}

/** Opens the dialog for a ship (her sheet's Fire button), at the user's targeted ship if any. */
export function openKrFireDialog(actorUuid: string, side: string | null) {
  const firer = actorByUuid(actorUuid);
  if (!firer || firer.type !== 'ship' || !commandsShip(firer)) return null;
  const targeted = game.user.targets.first()?.actor ?? null;
  const battery = SIDES.find((s) => s === side) ?? null;
  dialogClass ??= defineDialog();
  return new dialogClass(firer, battery, targeted?.type === 'ship' ? targeted : null).render({ force: true });
}
