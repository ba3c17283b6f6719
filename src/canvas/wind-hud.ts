/**
 * The wind compass on everyone's screen (redrawn whenever the world's wind changes) and the GM's
 * wind form: set by hand, or by the KMH Wind Change and starting wind, or Salt'n'Tar's wind roll.
 */
import { postLine } from '../chat/post-line';
import type { WindSource } from '../data/wind';
import { SYSTEM_ID, SYSTEM_PATH } from '../constants';
import { compassContext, windFromForm } from './compass';
import { currentWind, sceneCompass } from './foundry-sailing';
import { rollWind, setWind, type WindRoll } from './wind-rolls';

export const COMPASS_TEMPLATE = `${SYSTEM_PATH}/templates/canvas/wind-compass.hbs`;
export const WIND_FORM_TEMPLATE = `${SYSTEM_PATH}/templates/canvas/wind-form.hbs`;
export const MOVE_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/canvas/move-dialog.hbs`;
const HUD_ID = 'broadside-wind-hud';

function compassFor(wind: WindSource) {
  const { points, layout } = sceneCompass();
  return compassContext(wind, { points, layout, module: game.settings.get(SYSTEM_ID, 'movementModule'), canEdit: game.user.isGM === true });
}

/** Draws (or redraws) the compass. */
export async function renderCompass(): Promise<void> {
  const html = await foundry.applications.handlebars.renderTemplate(COMPASS_TEMPLATE, { ...compassFor(currentWind()) });
  let hud = document.getElementById(HUD_ID);
  if (!hud) {
    hud = document.createElement('div');
    hud.id = HUD_ID;
    (document.getElementById('ui-middle') ?? document.body).appendChild(hud);
    hud.addEventListener('click', (event) => {
      if ((event.target as HTMLElement).closest('[data-action="editWind"]')) void new WindForm().render({ force: true });
    });
  }
  hud.innerHTML = html;
}

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export class WindForm extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: 'broadside-wind-form',
    classes: ['broadside', 'wind-form-app'],
    tag: 'form',
    window: { title: 'BROADSIDE.Wind.form.title', icon: 'fa-solid fa-wind' },
    position: { width: 360 },
    form: { handler: WindForm.#onSubmit, closeOnSubmit: true },
    actions: {
      rollKmhChange: WindForm.#rollKmhChange,
      rollKmhInitial: WindForm.#rollKmhInitial,
      rollSaltntarWind: WindForm.#rollSaltntarWind,
      rollSaltntarInitial: WindForm.#rollSaltntarInitial,
    },
  };

  static override PARTS = { form: { template: WIND_FORM_TEMPLATE } };

  override async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options as never);
    return { ...context, ...compassFor(currentWind()) };
  }

  static async #onSubmit(this: WindForm, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
    const { points, layout } = sceneCompass();
    const data = formData.object;
    await setWind(windFromForm({ fromDegrees: data.fromDegrees, strength: data.strength, becalmed: data.becalmed, sea: data.sea }, currentWind(), points, layout));
  }

  static async #rollKmhChange(this: WindForm): Promise<void> {
    await this.#roll('kmhChange');
  }

  static async #rollKmhInitial(this: WindForm): Promise<void> {
    await this.#roll('kmhInitial');
  }

  static async #rollSaltntarWind(this: WindForm): Promise<void> {
    await this.#roll('saltntar');
  }

  static async #rollSaltntarInitial(this: WindForm): Promise<void> {
    await this.#roll('saltntarInitial');
  }

  async #roll(kind: WindRoll): Promise<void> {
    const { text, rolls } = await rollWind(kind);
    await postLine(text, rolls);
    await this.render();
  }
}
