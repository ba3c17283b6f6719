/**
 * The GM's wind form: the wind set by hand, or by a wind roll of the movement rules the world has
 * chosen (their `windRolls`, one button each). One form at a time: opening it again shows the open one.
 */
import { postLine } from '../chat/post-line';
import { SYSTEM_PATH } from '../constants';
import { windFromForm } from '../canvas/compass';
import { currentWind, sceneCompass } from '../canvas/foundry-sailing';
import { compassFor } from '../canvas/wind-hud';
import { rollWind, setWind, windRollKinds } from '../canvas/wind-rolls';
import { showOnce } from './one-window';

export const WIND_FORM_TEMPLATE = `${SYSTEM_PATH}/templates/canvas/wind-form.hbs`;
const WIND_FORM_ID = 'broadside-wind-form';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export class WindForm extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: WIND_FORM_ID,
    classes: ['broadside', 'wind-form-app'],
    tag: 'form',
    window: { title: 'BROADSIDE.Wind.form.title', icon: 'fa-solid fa-wind' },
    position: { width: 360 },
    form: { handler: WindForm.#onSubmit, closeOnSubmit: true },
  };

  static override PARTS = { form: { template: WIND_FORM_TEMPLATE } };

  /**
   * A click action for every movement module's wind roll, not only the chosen one's: the world's
   * choice may change while the form is open, and its next render shows the other rules' buttons.
   */
  constructor() {
    super({ actions: WindForm.#rollActions() });
  }

  static #rollActions() {
    return Object.fromEntries(
      windRollKinds().flatMap((kind) => {
        if (!kind.button) return [];
        const roll = async function (this: WindForm): Promise<void> {
          await this.#roll(kind.id);
        };
        return [[kind.button.action, roll] as const];
      }),
    );
  }

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    return { ...context, ...compassFor(currentWind()) };
  }

  static async #onSubmit(
    this: WindForm,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    const { points, layout } = sceneCompass();
    const data = formData.object;
    await setWind(
      windFromForm(
        { fromDegrees: data.fromDegrees, strength: data.strength, becalmed: data.becalmed, sea: data.sea },
        currentWind(),
        points,
        layout,
      ),
    );
  }

  async #roll(kind: string): Promise<void> {
    const { text, rolls } = await rollWind(kind);
    await postLine(text, rolls);
    await this.render();
  }
}

/** Opens the wind form, or shows the one already open. */
export function openWindForm(): Promise<WindForm> {
  return showOnce(WindForm, WIND_FORM_ID, () => new WindForm());
}
