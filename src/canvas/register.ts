/**
 * Sailing on the canvas: the ship token and its ruler, the sailing layer, the wind compass, and
 * the move of each activation (rolled when the squadron's Move card comes up, or set by the GM).
 */
import { tracePath, type Point } from '../rules/geometry/path';
import { TAKEN_ABACK_DAMAGE_POINTS, deadZoneTest, drift, lineOfBattleTest, tackTest } from '../rules/kmh';
import { SYSTEM_ID } from '../sheets/sheet-support';
import { shipDamageUpdate } from '../data/ship-state';
import { pathPrompts, type MoveRecord } from './sailing';
import { COMPASS_TEMPLATE, WIND_FORM_TEMPLATE, renderCompass } from './wind-hud';
import { activeModule, formatKey, isActiveGM, MOVE_FLAG, moveRecord, postSailing, rollRule, sailingContext, sailingShipOf, sceneCmPerPixel, shipActorOf, tokenHeading } from './foundry-sailing';
import { ShipToken } from './ship-token';
import { ShipRuler } from './ship-ruler';
import { SailingLayer } from './sailing-layer';

type TokenDoc = TokenDocument.Implementation;

function sailingLayer(): SailingLayer | null {
  const layer = (canvas as unknown as { broadsideSailing?: SailingLayer } | null)?.broadsideSailing;
  return layer ?? null;
}

async function saveRecord(doc: TokenDoc, record: MoveRecord): Promise<void> {
  await doc.setFlag(SYSTEM_ID, MOVE_FLAG, record);
}

/** Rolls (or works out) a ship's move for a new activation and records it on her token. */
export async function startMove(doc: TokenDoc): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor || !doc.canUserModify(game.user!, 'update')) return;
  const module = activeModule();
  const heading = tokenHeading(doc);
  const ship = sailingShipOf(actor);
  const { result, rolls } = await rollRule((dice) => module.allowance(ship, heading, sailingContext(), dice));
  await saveRecord(doc, { allowance: result.distance, used: 0, traceHeading: result.traceHeading, movementId: doc.movement?.id ?? '' });
  const prompts = result.prompts.map((p) => game.i18n!.localize(`BROADSIDE.Sailing.prompt.${p}`));
  const text = formatKey('BROADSIDE.Sailing.move.rolled', { name: doc.name ?? actor.name, text: formatKey(result.labelKey, result.data) });
  await postSailing(prompts.length ? `${text} (${prompts.join(', ')})` : text, rolls, actor);
}

/** Counts a finished movement of a ship token against her move, once, on the active GM's client. */
async function recordMovement(doc: TokenDoc, changes: object): Promise<void> {
  if (!isActiveGM() || !('x' in changes || 'y' in changes)) return;
  const actor = shipActorOf(doc);
  const scale = sceneCmPerPixel();
  const movement = doc.movement;
  const record = moveRecord(doc);
  if (!actor || !(scale > 0) || !movement?.id || record.movementId === movement.id) return;
  const toCm = (p: Point) => ({ x: p.x * scale, y: p.y * scale });
  const module = activeModule();
  const ctx = sailingContext();
  const heading = record.traceHeading ?? tokenHeading(doc);
  const ship = sailingShipOf(actor);
  const turning = module.turning(ship, heading, ctx);
  const trace = tracePath({ ...toCm(movement.origin), heading }, movement.passed.waypoints.map(toCm), turning, Infinity, scale);
  const next: MoveRecord = { ...record, used: record.used + trace.length, movementId: movement.id };
  await saveRecord(doc, next);
  // The ship ends pointing where her path left her bow (not for a drift, which keeps her heading).
  if (record.traceHeading === null && trace.legs.length) {
    const artHeading = actor.system.artHeading;
    const rotation = Math.round(trace.end.heading - artHeading + 360) % 360;
    if (rotation !== Math.round(doc.rotation)) await doc.update({ rotation });
  }
  if (module.id === 'kmh') {
    const prompts = pathPrompts(trace.legs, ctx.wind.fromDegrees);
    if (prompts.length) {
      const names = prompts.map((p) => game.i18n!.localize(`BROADSIDE.Sailing.prompt.${p}`)).join(', ');
      ui.notifications?.info(`${doc.name ?? actor.name}: ${names}`);
    }
  }
}

/** The GM's move dialog for a ship token: set or roll the move, and the tests of moving. */
export async function openMoveDialog(doc: TokenDoc): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor) {
    ui.notifications?.warn(game.i18n!.localize('BROADSIDE.Sailing.move.noShip'));
    return;
  }
  if (!doc.canUserModify(game.user!, 'update')) {
    ui.notifications?.warn(game.i18n!.localize('BROADSIDE.Sailing.move.notAllowed'));
    return;
  }
  const record = moveRecord(doc);
  const i18n = game.i18n!;
  const content = `<div class="broadside move-dialog">
    <div class="form-group"><label>${i18n.localize('BROADSIDE.Sailing.move.allowance')}</label>
      <input type="number" name="allowance" min="0" max="200" step="0.1" value="${record.allowance ?? ''}"></div>
    <div class="form-group"><label>${i18n.localize('BROADSIDE.Sailing.move.used')}</label>
      <input type="number" name="used" min="0" max="400" step="0.1" value="${Math.round(record.used * 10) / 10}"></div></div>`;
  const button = (action: string, key: string) => ({ action, label: i18n.localize(key), callback: (_e: Event, b: HTMLButtonElement) => ({ action, form: b.form }) });
  const buttons = [
    button('save', 'BROADSIDE.Sailing.move.save'),
    button('roll', 'BROADSIDE.Sailing.move.roll'),
    button('reset', 'BROADSIDE.Sailing.move.reset'),
    ...(activeModule().id === 'kmh'
      ? [button('deadZone', 'BROADSIDE.Sailing.prompt.deadZone'), button('tack', 'BROADSIDE.Sailing.prompt.tack'), button('drift', 'BROADSIDE.Sailing.prompt.drift'), button('lineOfBattle', 'BROADSIDE.Sailing.prompt.lineOfBattle')]
      : []),
  ];
  const choice = (await foundry.applications.api.DialogV2.wait({
    window: { title: formatKey('BROADSIDE.Sailing.move.title', { name: doc.name ?? actor.name }) },
    content,
    buttons,
    rejectClose: false,
  })) as { action: string; form: HTMLFormElement | null } | null;
  if (!choice) return;
  await moveAction(doc, choice.action, choice.form);
}

function numberInput(form: HTMLFormElement | null, name: string, max: number): number | null {
  const input = form?.elements.namedItem(name) as HTMLInputElement | null;
  if (!input || input.value.trim() === '') return null;
  const value = Number(input.value);
  return Number.isFinite(value) && value >= 0 && value <= max ? value : NaN;
}

async function moveAction(doc: TokenDoc, action: string, form: HTMLFormElement | null): Promise<void> {
  const actor = shipActorOf(doc)!;
  const name = doc.name ?? actor.name;
  const i18n = game.i18n!;
  const system = actor.system;
  const ctx = sailingContext();
  const heading = tokenHeading(doc);
  switch (action) {
    case 'save': {
      const allowance = numberInput(form, 'allowance', 200);
      const used = numberInput(form, 'used', 400);
      if (Number.isNaN(allowance) || Number.isNaN(used)) {
        ui.notifications?.error(i18n.format('BROADSIDE.Sailing.move.invalid', { max: '200' }));
        return;
      }
      await saveRecord(doc, { ...moveRecord(doc), allowance, used: used ?? 0 });
      if (allowance !== null) ui.notifications?.info(formatKey('BROADSIDE.Sailing.move.set', { name, distance: String(allowance) }));
      return;
    }
    case 'roll':
      return startMove(doc);
    case 'reset':
      return saveRecord(doc, { allowance: null, used: 0, traceHeading: null, movementId: doc.movement?.id ?? '' });
    case 'deadZone': {
      const { result, rolls } = await rollRule((dice) => deadZoneTest(sailingShipOf(actor).state, system.quality === 'elite', dice));
      if (result.takenAback) await actor.update({ system: shipDamageUpdate(result.damage.state) });
      else await saveRecord(doc, { ...moveRecord(doc), allowance: result.distance, used: 0 });
      const outcome = result.takenAback
        ? formatKey('BROADSIDE.Sailing.prompt.result.takenAback', { points: String(TAKEN_ABACK_DAMAGE_POINTS - result.result) })
        : formatKey('BROADSIDE.Sailing.prompt.result.deadZoneMoves', { distance: String(result.distance) });
      return postSailing(formatKey('BROADSIDE.Sailing.prompt.result.deadZone', { name, result: String(result.result), outcome }), rolls, actor);
    }
    case 'tack': {
      const quarter = activeModule().windPosition(heading, ctx).id;
      const { result, rolls } = await rollRule((dice) => tackTest(sailingShipOf(actor).state, { nationalClass: system.nationalClass, quality: system.quality }, quarter as 'bow', dice));
      return postSailing(formatKey('BROADSIDE.Sailing.prompt.result.tack', { name, outcome: `BROADSIDE.Sailing.prompt.result.${result.outcome}` }), rolls, actor);
    }
    case 'drift': {
      const wind = { fromDegrees: ctx.wind.fromDegrees, becalmed: ctx.wind.becalmed, choppy: ctx.wind.sea !== 'calm' };
      const { result, rolls } = await rollRule((dice) => drift(heading, wind, dice));
      await saveRecord(doc, { allowance: result.distance, used: 0, traceHeading: result.directionDegrees, movementId: doc.movement?.id ?? '' });
      return postSailing(formatKey('BROADSIDE.Sailing.prompt.result.drift', { name, distance: String(result.distance) }), rolls, actor);
    }
    case 'lineOfBattle': {
      const ships = (canvas?.tokens?.controlled ?? []).map((t) => shipActorOf(t.document)).filter((a) => a !== null);
      const poor = ships.filter((a) => a.system.derived.characteristics.poorSailors).length;
      const { result, rolls } = await rollRule((dice) => lineOfBattleTest(poor, dice));
      return postSailing(formatKey('BROADSIDE.Sailing.prompt.result.lineOfBattle', { outcome: result.maintained ? 'BROADSIDE.Sailing.prompt.result.kept' : 'BROADSIDE.Sailing.prompt.result.broken' }), rolls, actor);
    }
  }
}

export function registerCanvas(): void {
  CONFIG.Token.objectClass = ShipToken;
  CONFIG.Token.rulerClass = ShipRuler;
  (CONFIG.Canvas.layers as unknown as Record<string, { layerClass: unknown; group: string }>).broadsideSailing = { layerClass: SailingLayer, group: 'interface' };
  void foundry.applications.handlebars.loadTemplates([COMPASS_TEMPLATE, WIND_FORM_TEMPLATE]);

  // The turn deck announces a squadron's Move card: each of its ships starts a new move.
  Hooks.on('broadside.moveCard' as never, ((data: { tokens?: (TokenDoc | { document: TokenDoc })[] }) => {
    if (!isActiveGM()) return;
    void (async () => {
      // Token documents or placeables: either will do.
      for (const t of data.tokens ?? []) await startMove('document' in t ? t.document : t);
    })();
  }) as never);

  Hooks.on('updateToken', (doc, changes) => {
    void recordMovement(doc, changes);
    if (canvas?.tokens?.controlled.some((t) => t.document === doc)) sailingLayer()?.refresh();
  });
  Hooks.on('controlToken', () => sailingLayer()?.refresh());
  Hooks.on('updateSetting', (setting) => {
    if (setting.key === `${SYSTEM_ID}.wind`) {
      void renderCompass();
      sailingLayer()?.refresh();
    }
  });
  Hooks.on('canvasReady', () => void renderCompass());
  Hooks.on('renderTokenHUD', (hud, html) => {
    const doc = (hud as unknown as { document?: TokenDoc }).document;
    if (!game.user?.isGM || !doc || !shipActorOf(doc)) return;
    const column = html.querySelector('.col.right');
    if (!column) return;
    const btn = document.createElement('button');
    btn.type = 'button';
    btn.className = 'control-icon broadside-move';
    btn.dataset.tooltip = game.i18n.localize('BROADSIDE.Sailing.move.hud');
    btn.innerHTML = '<i class="fa-solid fa-sailboat"></i>';
    btn.addEventListener('click', () => void openMoveDialog(doc));
    column.appendChild(btn);
  });
}
