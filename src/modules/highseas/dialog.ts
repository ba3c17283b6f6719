/**
 * The duel dialog: one fighter's pick for the turn, made on the picker's own client, a choice per
 * box of the turn sheet. The choices stay in this window until locked in; then only the commitment
 * goes where others can read and the opening to the active GM alone (pick-client.ts).
 */
import { SYSTEM_PATH } from '../../constants';
import { showAnswer } from '../../authority/channel/client';
import { currentDuels } from '../../authority/foundry-desk';
import { duelById, type DuelRecord } from '../../data/duel-records';
import { duelDialogContext, newSelection, pickOf, selectionOf, type Selection } from './dialog-context';
import { submitPick } from './pick-client';
import { foundryPickPort } from './foundry-picks';
import { DUEL_DIALOG_TEMPLATE } from './templates';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export class DuelDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ['broadside', 'duel-dialog', 'duel-window'],
    tag: 'form',
    position: { width: 540, height: 'auto' as const },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: DuelDialog.#onChange },
    actions: { seal: DuelDialog.#seal },
  };

  static override PARTS = {
    form: { template: `${SYSTEM_PATH}/${DUEL_DIALOG_TEMPLATE}` },
  };

  readonly duelId: string;
  readonly fighter: string;
  selection: Selection;
  /** The turn the choices were made for. */
  #turn: number;
  #sealing = false;

  constructor(record: DuelRecord, fighter: string) {
    super({ id: `broadside-duel-${record.id}-${fighter}` });
    this.duelId = record.id;
    this.fighter = fighter;
    this.selection = newSelection(record, fighter);
    this.#turn = record.state.turn;
  }

  get record(): DuelRecord | null {
    return duelById(currentDuels(), this.duelId);
  }

  override get title() {
    const name = this.record?.refs.find((r) => r.id === this.fighter)?.name ?? '';
    return game.i18n.format('BROADSIDE.Duel.Dialog.title', { name });
  }

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const record = this.record;
    if (!record) return context;
    // A new turn starts the choices afresh.
    if (record.state.turn !== this.#turn) {
      this.selection = newSelection(record, this.fighter);
      this.#turn = record.state.turn;
    }
    return { ...context, ...duelDialogContext(record, this.fighter, this.selection, game.user.isGM) };
  }

  static async #onChange(
    this: DuelDialog,
    _event: Event,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    this.selection = selectionOf(formData.object, this.selection);
    await this.render();
  }

  static async #seal(this: DuelDialog) {
    const record = this.record;
    if (!record || this.#sealing) return;
    this.#sealing = true;
    try {
      showAnswer(await submitPick(foundryPickPort(), record, this.fighter, pickOf(this.selection)));
    } finally {
      this.#sealing = false;
    }
    await this.render();
  }
}

/** Opens a fighter's dialog (or brings it forward). */
export function openDuelDialog(record: DuelRecord, fighter: string) {
  const open = foundry.applications.instances.get(`broadside-duel-${record.id}-${fighter}`);
  if (open) return open.render({ force: true });
  return new DuelDialog(record, fighter).render({ force: true });
}
