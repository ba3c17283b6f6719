/**
 * Starting a duel: from a crew sheet, a crew token's HUD, or a boarding action (the officers of
 * the two ships). The desk checks who may start it; this only gathers the candidates.
 */
import { SYSTEM_PATH } from '../../constants';
import { askDesk } from '../../authority/channel/client';
import { currentDuels } from '../../authority/foundry-desk';
import { MAX_FIGHTERS } from '../../authority/channel/protocol';
import type { ShipModel } from '../../data/ship';
import { runningDuelOf } from '../../data/duel-records';
import { duelStartContext, type Candidate, type StartChoice } from './start-context';
import { openDuelTracker } from './tracker';
import { actorByUuid } from '../../documents/lookups';
import { DUEL_START_TEMPLATE } from './templates';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

function candidateOf(actor: Actor.Implementation, ship?: { name: string; role: string }): Candidate {
  return {
    uuid: actor.uuid,
    name: actor.name ?? '',
    img: actor.img ?? '',
    ...(ship ? { ship: ship.name, role: ship.role } : {}),
    busy: runningDuelOf(currentDuels(), actor.uuid) !== null,
  };
}

/** The crew a user can see: the world's Crew actors and the crew tokens on the scene. */
export function visibleCrew(): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  const add = (actor: Actor.Implementation | null | undefined) => {
    if (!actor || actor.type !== 'crew' || !actor.visible || seen.has(actor.uuid)) return;
    seen.add(actor.uuid);
    out.push(candidateOf(actor));
  };
  for (const actor of game.actors.contents) add(actor);
  for (const token of canvas?.tokens?.placeables ?? []) add(token.actor);
  return out;
}

/** The officers named on ships' sheets, with their ship and role. */
export function officersOf(ships: readonly Actor.Implementation[]): Candidate[] {
  return ships.flatMap((ship) =>
    (ship.system as ShipModel).crew.flatMap((entry) => {
      const actor = actorByUuid(entry.actor);
      return actor?.type === 'crew' ? [candidateOf(actor, { name: ship.name ?? '', role: entry.role })] : [];
    }),
  );
}

export class DuelStart extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ['broadside', 'duel-start', 'duel-window'],
    tag: 'form',
    position: { width: 440, height: 'auto' as const },
    window: { resizable: true, title: 'BROADSIDE.Duel.Start.title' },
    form: { submitOnChange: true, closeOnSubmit: false, handler: DuelStart.#onChange },
    actions: { start: DuelStart.#start },
  };

  static override PARTS = {
    form: { template: `${SYSTEM_PATH}/${DUEL_START_TEMPLATE}` },
  };

  readonly candidates: Candidate[];
  choice: StartChoice;
  #starting = false;

  constructor(candidates: Candidate[], chosen: string[], aboard: boolean) {
    super({});
    this.candidates = candidates;
    this.choice = {
      chosen: chosen.filter((uuid) => candidates.some((c) => c.uuid === uuid && !c.busy)).slice(0, MAX_FIGHTERS),
      aboard,
      gap: 1,
    };
  }

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    return { ...context, ...duelStartContext(this.candidates, this.choice) };
  }

  static async #onChange(
    this: DuelStart,
    _event: Event,
    form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    const chosen = [...form.querySelectorAll<HTMLInputElement>('input[name="chosen"]:checked')].map((i) => i.value);
    const gap = Number(formData.object.gap);
    this.choice = {
      chosen: chosen.slice(0, MAX_FIGHTERS),
      aboard: Boolean(formData.object.aboard),
      gap: Number.isInteger(gap) && gap >= 1 && gap <= 100 ? gap : this.choice.gap,
    };
    await this.render();
  }

  static async #start(this: DuelStart) {
    if (this.#starting) return;
    this.#starting = true;
    try {
      const done = await askDesk({
        kind: 'startDuel',
        fighters: this.choice.chosen,
        aboard: this.choice.aboard,
        gap: this.choice.gap,
      });
      if (!done.ok) return;
      await this.close();
      if (done.data.duelId) void openDuelTracker(done.data.duelId);
    } finally {
      this.#starting = false;
    }
  }
}

/** The start dialog with these candidates, some chosen already. */
export function openDuelStart(candidates: Candidate[], chosen: string[] = [], aboard = true) {
  return new DuelStart(candidates, chosen, aboard).render({ force: true });
}

/** A boarding card's button: the officers named on its two ships, to a duel. */
export function openDuelOfficers(card: { attacker: { uuid: string }; defender: { uuid: string } }) {
  const ships = [card.attacker.uuid, card.defender.uuid]
    .map((uuid) => actorByUuid(uuid))
    .filter((a): a is Actor.Implementation => a?.type === 'ship');
  void openDuelStart(officersOf(ships));
}

/** From a crew member's sheet or token: him chosen, with any crew the user has targeted. */
export function startDuelFrom(actor: Actor.Implementation) {
  const targeted = [...game.user.targets]
    .map((t) => t.actor)
    .filter((a): a is Actor.Implementation => a?.type === 'crew');
  const candidates = visibleCrew();
  for (const a of [actor, ...targeted])
    if (!candidates.some((c) => c.uuid === a.uuid)) candidates.unshift(candidateOf(a));
  return openDuelStart(candidates, [actor.uuid, ...targeted.map((a) => a.uuid)]);
}
