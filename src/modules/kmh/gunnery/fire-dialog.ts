/**
 * The fire dialog: measures what it can from the firer's and the target's tokens, lets the player
 * override each value, shows the pool and exact odds (fireDialogContext), and fires.
 */
import { tokenFootprint } from '../../../rules/geometry/token-footprint';
import { placementOf } from '../../../documents/token-placement';
import {
  FIRING_SIDES,
  measureFire,
  sideTowards,
  type FireMeasurement,
  type FiringSide,
  type ShipFootprint,
} from '../../../rules/geometry/firing-geometry';
import { isShip } from '../../../documents/ship-actor';
import { SYSTEM_PATH } from '../../../constants';
import { chosenContract } from '../../../registry/aspect-settings';
import {
  defaultFireInput,
  fireCardHeldByDeck,
  offFireCard,
  fireOrder,
  targetOptions,
  type FireInput,
  type TargetOption,
} from './fire';
import { broadsideCardRule } from './broadside-card';
import { KMH_TEMPLATE } from '../templates';
import { fireDialogContext } from './fire-dialog-view';
import { postCard } from '../../../chat/cards';
import { commandsShip } from '../../../documents/ships';
import { shipRefOf, shipTableOf } from '../../../authority/ship-refs';
import { rollRule } from '../../../dice/roll-rule';
import { askDesk } from '../../../authority/channel/client';
import { shipBattle } from '../../../canvas/move-book';
import { numberProblem } from '../../../sheets/tracks';
import { actorByUuid } from '../../../documents/lookups';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/**
 * A ship token as the geometry reads it, in cm, from her document alone: for a scene this user may
 * not be viewing, where she has no placeable. The same reading as the desk's (token-placement.ts).
 */
export function documentFootprint(doc: TokenDocument.Implementation): ShipFootprint {
  const actor = doc.actor;
  const placement = placementOf(doc) ?? {
    x: doc.x,
    y: doc.y,
    widthPx: doc.width * 100,
    heightPx: doc.height * 100,
    rotation: doc.rotation,
    cmPerPixel: 1,
  };
  return tokenFootprint(placement, isShip(actor) ? actor.system.artHeading : 0);
}

/** A ship token as the geometry reads it, in cm: read from her document, as the GM's client reads her. */
export function footprintOf(token: foundry.canvas.placeables.Token.Implementation): ShipFootprint {
  return documentFootprint(token.document);
}

/** The world's turn sequence has no Fire cards to hold. */
export function noFireCards(): boolean {
  return !chosenContract('turnSequence').firesOnCards;
}

/** The firer's battle's deck and her squadron in it, found from her token; null without a battle or a deck. */
function firerDeck(firer: Actor.Implementation) {
  // Her battle, found from her token, not the combat this user's tracker views.
  const tokens = firer.getActiveTokens();
  const first = tokens[0]?.document;
  const combat = first ? shipBattle(first) : null;
  const deck = combat?.deck ?? null;
  if (!combat || !deck) return null;
  const tokenIds = new Set(tokens.map((t) => t.id));
  const squadron = combat.squadrons().find((s) => s.ships.some((e) => e.tokenId !== null && tokenIds.has(e.tokenId)));
  return { deck, squadron: squadron?.id ?? null };
}

/**
 * What the active combat's turn deck says of the firer's squadron's Fire card, or null when there
 * is no deck (decision fire-card-held-deck).
 */
export function deckFireCardHeld(firer: Actor.Implementation): boolean | null {
  // Decision grape-saltntar: the Salt'n'Tar turn has no Fire cards, so grape waits on none.
  if (noFireCards()) return true;
  const found = firerDeck(firer);
  return found ? fireCardHeldByDeck(found.deck, found.squadron) : null;
}

/** Whether she fires off her squadron's Fire card, as her battle's deck shows it; null where no deck says. */
export function deckOffFireCard(firer: Actor.Implementation): boolean | null {
  if (noFireCards()) return null;
  const found = firerDeck(firer);
  return found ? offFireCard(found.deck, found.squadron) : null;
}

/** The friend of the firer locked in a boarding action with the target, if any. */
export function boardingFriendOf(
  firer: Actor.Implementation,
  target: Actor.Implementation | null,
): Actor.Implementation | null {
  const record = target ? shipTableOf(target).boarding : null;
  if (!record || !target) return null;
  const other = record.attacker.uuid === target.uuid ? record.defender.uuid : record.attacker.uuid;
  if (other === firer.uuid) return null;
  const actor = actorByUuid(other);
  return actor?.type === 'ship' ? actor : null;
}

function tokenOf(actor: Actor.Implementation | null): foundry.canvas.placeables.Token.Implementation | null {
  return actor?.getActiveTokens()[0] ?? null;
}

export class FireDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ['broadside', 'fire-dialog'],
    tag: 'form',
    position: { width: 520, height: 'auto' as const },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: FireDialog.#onChange },
    actions: { fire: FireDialog.#fire, skip: FireDialog.#skip },
  };

  static override PARTS = {
    form: { template: `${SYSTEM_PATH}/${KMH_TEMPLATE.fireDialog}` },
  };

  firer: Actor.Implementation;
  input: FireInput;
  targetUuid: string | null;
  /** The ships still to fire after this one (a squadron's Fire card opens one dialog for them all). */
  readonly waiting: Actor.Implementation[];
  #firing = false;

  constructor(
    firer: Actor.Implementation,
    side: FiringSide | null,
    target: Actor.Implementation | null,
    waiting: Actor.Implementation[] = [],
  ) {
    super({});
    this.firer = firer;
    this.waiting = waiting;
    this.targetUuid = target?.uuid ?? null;
    this.input = this.#freshInput(side);
  }

  /** The first choices for the firer and target: the side the target lies on, unless one is asked for, and what it
   * measures. */
  #freshInput(side: FiringSide | null): FireInput {
    const from = tokenOf(this.firer);
    const to = tokenOf(this.target);
    const chosen = side ?? (from && to ? sideTowards(footprintOf(from), footprintOf(to)) : 'starboard');
    return this.#asMeasured({
      ...defaultFireInput(chosen, this.measure(chosen)),
      intoBoarding: boardingFriendOf(this.firer, this.target) !== null,
    });
  }

  /**
   * Whether the table's measure decides this shot: a player's at a ship he does not command, the two
   * tokens measured. The GM's client measures it again when it seals the card (decision
   * desk-fire-facts), so his own overrides could only void it.
   */
  get tableMeasures(): boolean {
    const target = this.target;
    return (
      !game.user.isGM && target !== null && !target.isOwner && this.measure(this.input?.side ?? 'starboard') !== null
    );
  }

  /** The choices with the measured values in place where the table's measure decides. */
  #asMeasured(input: FireInput): FireInput {
    const measured = this.measure(input.side);
    if (game.user.isGM || !measured || !this.target || this.target.isOwner) return input;
    const table = defaultFireInput(input.side, measured);
    const intoBoarding = boardingFriendOf(this.firer, this.target) !== null;
    return { ...input, distanceCm: table.distanceCm, partial: table.partial, rake: table.rake, intoBoarding };
  }

  /** The next ship of the queue fires from this dialog; closes when none is left. */
  async #next() {
    const next = this.waiting.shift();
    if (!next) return void (await this.close());
    this.firer = next;
    this.input = this.#freshInput(null);
    await this.render({ window: { title: this.title } });
  }

  override get title() {
    return game.i18n.format('BROADSIDE.Fire.Dialog.title', { name: this.firer.name ?? '' });
  }

  get target(): Actor.Implementation | null {
    return this.targetUuid ? actorByUuid(this.targetUuid) : null;
  }

  /** The other ships on the scene the user can see there (a player is not offered a hidden one). */
  targets(): TargetOption[] {
    const tokens = (canvas?.tokens?.placeables ?? []).map((t) => ({
      uuid: t.actor?.type === 'ship' ? t.actor.uuid : null,
      name: t.name,
      hidden: t.document.hidden,
    }));
    return targetOptions(tokens, this.firer.uuid, game.user.isGM);
  }

  /** Range, kind and rake from the two tokens, each a default to override (decision chat-rakes-from-tokens). */
  measure(side: FiringSide): FireMeasurement | null {
    const from = tokenOf(this.firer);
    const to = tokenOf(this.target);
    return from && to ? measureFire(footprintOf(from), footprintOf(to), side) : null;
  }

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const friend = boardingFriendOf(this.firer, this.target);
    return {
      ...context,
      ...fireDialogContext({
        firer: shipRefOf(this.firer),
        targets: this.targets(),
        targetUuid: this.targetUuid,
        measured: this.measure(this.input.side),
        input: this.input,
        choppy: game.settings.get('broadside', 'wind').sea !== 'calm',
        boardingFriend: friend && { uuid: friend.uuid, name: friend.name ?? '' },
        deckHeld: deckFireCardHeld(this.firer),
        noFireCards: noFireCards(),
      }),
      waiting: this.waiting.length,
      tableMeasures: this.tableMeasures,
    };
  }

  /** Reads the form; a new side or target takes that side's measured values again. */
  static async #onChange(
    this: FireDialog,
    _event: Event,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    const data = formData.object;
    const side = FIRING_SIDES.find((s) => s === data.side) ?? this.input.side;
    const targetUuid = typeof data.target === 'string' && data.target ? data.target : null;
    if (side !== this.input.side || targetUuid !== this.targetUuid) {
      this.targetUuid = targetUuid;
      // A ship locked with a friend of the firer is fired on as a boarding action until untoggled.
      const intoBoarding = boardingFriendOf(this.firer, this.target) !== null;
      this.input = this.#asMeasured({
        ...defaultFireInput(side, this.measure(side)),
        aim: this.input.aim,
        shot: this.input.shot,
        fireCardHeld: this.input.fireCardHeld,
        intoBoarding,
      });
    } else if (this.tableMeasures) {
      // The measured fields are disabled, so the form does not send them.
      this.input = this.#asMeasured({
        ...this.input,
        aim: data.aim === 'rigging' ? 'rigging' : 'hull',
        shot: data.shot === 'grape' ? 'grape' : 'round',
        fireCardHeld: Boolean(data.fireCardHeld),
      });
    } else {
      const distance = Number(data.distanceCm);
      const problem = numberProblem(distance, { min: 0, max: 200, integer: true });
      if (problem) ui.notifications?.error(game.i18n.localize(`BROADSIDE.Validation.${problem}`));
      this.input = {
        ...this.input,
        distanceCm: problem ? this.input.distanceCm : distance,
        partial: Boolean(data.partial),
        rake: data.rake === 'bow' || data.rake === 'stern' ? data.rake : 'none',
        aim: data.aim === 'rigging' ? 'rigging' : 'hull',
        shot: data.shot === 'grape' ? 'grape' : 'round',
        fireCardHeld: Boolean(data.fireCardHeld),
        intoBoarding: Boolean(data.intoBoarding),
      };
    }
    await this.render();
  }

  static async #fire(this: FireDialog) {
    if (this.#firing) return;
    this.#firing = true;
    try {
      await fireAt(this.firer, this.target, this.#asMeasured(this.input));
      await this.#next();
    } finally {
      this.#firing = false;
    }
  }

  static async #skip(this: FireDialog) {
    await this.#next();
  }
}

/**
 * Rolls a shot and posts its card. A player's shot at a ship he does not command is asked of the
 * GM's client, which rolls and posts it (decision desk-rolls). The desk spends her first broadside
 * from this side when it seals the card (decision chat-initial-broadside): only a GM writes it.
 */
export async function fireAt(firer: Actor.Implementation, target: Actor.Implementation | null, input: FireInput) {
  if (!target || target.type !== 'ship' || !commandsShip(firer)) return null;
  if (!game.user.isGM && !target.isOwner)
    return askDesk({ kind: 'fire', firer: firer.uuid, target: target.uuid, input });
  const from = shipRefOf(firer);
  const to = shipRefOf(target);
  const choppy = game.settings.get('broadside', 'wind').sea !== 'calm';
  const deckHeld = deckFireCardHeld(firer);
  const offCard = deckOffFireCard(firer);
  const order = {
    ...fireOrder(from, deckHeld === null ? input : { ...input, fireCardHeld: deckHeld }, choppy),
    ...(offCard === null ? {} : { offCard }),
  };
  const friendActor = input.intoBoarding ? boardingFriendOf(firer, target) : null;
  const friend = friendActor && shipRefOf(friendActor);
  // The same rule the desk runs again on these dice when it seals the card (decision desk-derive).
  const { result: card, rolls } = await rollRule(broadsideCardRule(from, to, order, friend));
  return postCard(card, rolls, firer);
}

/**
 * Opens the dialog for a ship, at the user's targeted ship if any, on the side she lies on unless
 * a side is asked for. Further ships (a squadron's Fire card) fire one after the other from it.
 */
export function openFireDialog(
  firer: Actor.Implementation,
  side: FiringSide | null = null,
  target?: Actor.Implementation | null,
  waiting: Actor.Implementation[] = [],
) {
  if (!commandsShip(firer)) return null;
  const targeted = target ?? game.user.targets.first()?.actor ?? null;
  return new FireDialog(
    firer,
    side,
    targeted?.type === 'ship' ? targeted : null,
    waiting.filter((a) => a.isOwner),
  ).render({ force: true });
}
