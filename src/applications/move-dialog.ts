/**
 * A ship token's move dialog, opened from the ship button of her token HUD: the GM sets, rolls or
 * resets her move and calls its tests; her owner gives her orders. One window per token; it shows
 * her move anew after each action.
 */
import { SYSTEM_PATH } from '../constants';
import { MOVE_ACTIONS, moveActionOf, moveDialogContext, type MoveAction } from '../canvas/move-context';
import { runMoveAction } from '../canvas/move-actions';
import { activeModule, formatKey, moveRecord, selectedShipTokens, shipActorOf } from '../canvas/foundry-sailing';
import { showOnce } from './one-window';

export const MOVE_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/canvas/move-dialog.hbs`;

type TokenDoc = TokenDocument.Implementation;
type ActionHandler = (this: MoveDialog, event: PointerEvent, target: HTMLElement) => Promise<void>;

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export class MoveDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ['broadside', 'move-dialog-app'],
    tag: 'form',
    window: { icon: 'fa-solid fa-sailboat' },
    position: { width: 380, height: 'auto' as const },
    form: { handler: MoveDialog.#onSubmit, closeOnSubmit: false },
    // Every button but the form's submit ('save') is an action of its own name.
    actions: Object.fromEntries(
      MOVE_ACTIONS.filter((a) => a !== 'save').map((a): [string, ActionHandler] => [a, MoveDialog.#onAction]),
    ),
  };

  static override PARTS = { form: { template: MOVE_DIALOG_TEMPLATE } };

  /** The window's id for a token: one move dialog per ship token. */
  static idFor(doc: TokenDoc): string {
    return `broadside-move-${doc.id ?? ''}`;
  }

  readonly doc: TokenDoc;

  constructor(doc: TokenDoc) {
    super({ id: MoveDialog.idFor(doc) });
    this.doc = doc;
  }

  override get title(): string {
    return formatKey('BROADSIDE.Sailing.move.title', { name: this.doc.name ?? '' });
  }

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const actor = shipActorOf(this.doc);
    if (!actor) return context;
    const view = { isGM: game.user.isGM, record: moveRecord(this.doc), selectedShips: selectedShipTokens().length };
    return {
      ...context,
      idPrefix: this.id,
      // The movement rules in play add their part: their buttons, and what their part of the form shows.
      ...moveDialogContext({ ...view, part: activeModule().moveDialog(this.doc, actor, view) }),
    };
  }

  async #run(action: MoveAction, data: Record<string, unknown>): Promise<void> {
    await runMoveAction(this.doc, action, data);
    if (this.rendered) await this.render();
  }

  static async #onSubmit(
    this: MoveDialog,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    await this.#run('save', formData.object);
  }

  static async #onAction(this: MoveDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const action = moveActionOf(target.dataset.action);
    if (!action || !this.form) return;
    await this.#run(action, new foundry.applications.ux.FormDataExtended(this.form).object);
  }
}

/** Opens a ship token's move dialog (or shows the open one), for her owner or the GM. */
export async function openMoveDialog(doc: TokenDoc): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor) {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Sailing.move.noShip'));
    return;
  }
  if (!doc.canUserModify(game.user, 'update') || !actor.isOwner) {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Sailing.move.notAllowed'));
    return;
  }
  await showOnce(MoveDialog, MoveDialog.idFor(doc), () => new MoveDialog(doc));
}
