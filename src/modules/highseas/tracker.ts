/**
 * The duel tracker window: the turn sheet of one duel for everyone, with a Pick button for the
 * fighters the user commands and, for the GM, the reveal, the end and where each fighter stands.
 * Every change goes to the desk.
 */
import { POSITIONS, type Position } from '../../rules/highseas';
import { SYSTEM_PATH } from '../../constants';
import { askDesk } from '../../authority/channel/client';
import { currentReader } from '../../documents/reader';
import { currentDuels } from '../../authority/foundry-desk';
import { duelById, type DuelRecord } from '../../data/duel-records';
import { duelTrackerContext } from './tracker-context';
import { openDuelDialog } from './dialog';
import { DUEL_TRACKER_TEMPLATE } from './templates';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export class DuelTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ['broadside', 'duel-tracker', 'duel-window'],
    tag: 'form',
    position: { width: 640, height: 'auto' as const },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: DuelTracker.#onChange },
    actions: {
      pick: DuelTracker.#pick,
      reveal: DuelTracker.#reveal,
      end: DuelTracker.#end,
      showCard: DuelTracker.#showCard,
    },
  };

  static override PARTS = {
    form: { template: `${SYSTEM_PATH}/${DUEL_TRACKER_TEMPLATE}` },
  };

  readonly duelId: string;

  constructor(duelId: string) {
    super({ id: trackerId(duelId) });
    this.duelId = duelId;
  }

  get record(): DuelRecord | null {
    return duelById(currentDuels(), this.duelId);
  }

  override get title() {
    const names = this.record?.refs.map((r) => r.name).join(' – ') ?? '';
    return `${game.i18n.localize('BROADSIDE.Duel.Tracker.title')}: ${names}`;
  }

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const record = this.record;
    if (!record) return context;
    return { ...context, ...duelTrackerContext(record, currentReader()) };
  }

  /** The GM moved a fighter aloft, overboard or to higher ground (decision hs-positions). */
  static async #onChange(
    this: DuelTracker,
    _event: Event,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    const record = this.record;
    if (!record || !game.user.isGM) return;
    const data = formData.object;
    for (const f of record.state.fighters) {
      const position = (data[`position.${f.id}`] ?? (data.position as Record<string, unknown> | undefined)?.[f.id]) as
        Position | undefined;
      const highGround = Boolean(
        data[`highGround.${f.id}`] ?? (data.highGround as Record<string, unknown> | undefined)?.[f.id],
      );
      if (!position || !POSITIONS.includes(position) || (position === f.position && highGround === f.highGround))
        continue;
      await askDesk({ kind: 'placeFighter', duelId: record.id, fighter: f.id, position, highGround });
    }
  }

  static #pick(this: DuelTracker, _event: PointerEvent, target: HTMLElement) {
    const record = this.record;
    if (record && target.dataset.fighter) void openDuelDialog(record, target.dataset.fighter);
  }

  static async #reveal(this: DuelTracker) {
    const record = this.record;
    if (record) await askDesk({ kind: 'revealDuel', duelId: record.id, turn: record.state.turn });
  }

  static async #end(this: DuelTracker) {
    const record = this.record;
    if (!record) return;
    const sure = await foundry.applications.api.DialogV2.confirm({
      window: { title: 'BROADSIDE.Duel.Tracker.end' },
      content: `<p>${foundry.utils.escapeHTML(game.i18n.localize('BROADSIDE.Duel.Tracker.endSure'))}</p>`,
    });
    if (sure) await askDesk({ kind: 'endDuel', duelId: record.id });
  }

  /** Brings the turn's card into view in the chat log. */
  static #showCard(this: DuelTracker, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.message ?? '';
    document.querySelector(`#chat [data-message-id="${CSS.escape(id)}"]`)?.scrollIntoView({ behavior: 'smooth' });
  }
}

const trackerId = (duelId: string) => `broadside-duel-tracker-${duelId}`;

/** Opens a duel's tracker (or brings it forward). */
export function openDuelTracker(duelId: string) {
  const open = foundry.applications.instances.get(trackerId(duelId));
  if (open) return open.render({ force: true });
  return new DuelTracker(duelId).render({ force: true });
}
