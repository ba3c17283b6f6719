/**
 * Sailing on the canvas: the ship token and its ruler, the sailing layer, the wind compass, and
 * the move of each activation (rolled when the squadron's Move card comes up, or set by the GM).
 */
import { postLine } from '../chat/post-line';
import { tracePath, type Point } from '../rules/geometry/path';
import { deadZoneTest, drift, lineMove, lineOfBattleTest, sailForMove, tackTest, windQuarter } from '../rules/kmh';
import { HULL_TYPES, HULLS, MANEUVER_TURNS, MANEUVERS, declareManeuver, turnPasses } from '../rules/saltntar';
import { SYSTEM_ID } from '../sheets/sheet-support';
import { postCard } from '../chat/cards';
import { deadZoneResult, turnRollCard } from '../chat/turn-rolls';
import { shipRefOf } from '../documents/ships';
import { askDesk } from '../authority/client';
import { SALTNTAR_MOVEMENT, afterMovement, kmhAllowance, kmhWind, newActivation, pathPrompts, withProgress, type MoveRecord } from './sailing';
import { maneuversAllowed, moveDialogContext } from './move-context';
import { COMPASS_TEMPLATE, MOVE_DIALOG_TEMPLATE, WIND_FORM_TEMPLATE, renderCompass } from './wind-hud';
import { activeModule, formatKey, MOVE_FLAG, moveRecord, saltntarOf, saltntarSequence, sailingContext, sailingShipOf, saveSaltntar, sceneCmPerPixel, shipActorOf, tokenHeading } from './foundry-sailing';
import { rollRule } from '../dice/roll-rule';
import { rollLuckForSides, rollStrain } from './saltntar-rolls';
import { rollPassedPhases } from '../combat/saltntar-phases';
import type { BroadsideCombat } from '../combat/combat';
import { ShipToken } from './ship-token';
import { ShipRuler } from './ship-ruler';
import { SailingLayer } from './sailing-layer';
import { onTokenHud } from './hud-button';

type TokenDoc = TokenDocument.Implementation;

/** The ship tokens this user has selected on the canvas. */
function selectedShipTokens(): TokenDoc[] {
  return (canvas?.tokens?.controlled ?? []).map((t) => t.document).filter((d) => shipActorOf(d) !== null);
}

function sailingLayer(): SailingLayer | null {
  const layer = (canvas as unknown as { broadsideSailing?: SailingLayer } | null)?.broadsideSailing;
  return layer ?? null;
}

async function saveRecord(doc: TokenDoc, record: MoveRecord): Promise<void> {
  await doc.setFlag(SYSTEM_ID, MOVE_FLAG, record);
}

function localizedPrompts(prompts: readonly string[]): string {
  return prompts.map((p) => game.i18n!.localize(`BROADSIDE.Sailing.prompt.${p}`)).join(', ');
}

/** How a squadron moves on its Move card (decision line-move). */
type LineChoice = 'line' | 'manoeuvre' | 'alone';

/**
 * Starts a new KMH move for ships of one squadron (one ship: alone): the sail each has kept and
 * ordered, then one roll for a line or a roll each, recorded on each token (decision sail-setting).
 */
async function startKmhMoves(docs: TokenDoc[], choice: LineChoice): Promise<void> {
  const ctx = sailingContext();
  const wind = kmhWind(ctx);
  const ships = docs.map((doc) => {
    const actor = shipActorOf(doc)!;
    const ship = sailingShipOf(actor);
    const heading = tokenHeading(doc);
    const record = moveRecord(doc);
    const sail = sailForMove(ship.quality, record.sail, record.sailOrder, windQuarter(heading, ctx.wind.fromDegrees));
    return { doc, actor, record, kept: sail.kept, line: { ship: ship.state, headingDegrees: heading, fastSailor: ship.fastSailor, poorSailors: ship.poorSailors, level: sail.level } };
  });
  const options = { wind, inLine: choice !== 'alone', manoeuvring: choice === 'manoeuvre' };
  const { result, rolls } = await rollRule((dice) => lineMove(ships.map((s) => s.line), options, dice));
  const lines: string[] = [];
  if (result.test) {
    const outcome = result.test.maintained ? 'BROADSIDE.Sailing.prompt.result.kept' : 'BROADSIDE.Sailing.prompt.result.broken';
    lines.push(formatKey('BROADSIDE.Sailing.prompt.result.lineOfBattle', { outcome }));
  }
  for (const [i, s] of ships.entries()) {
    const move = result.moves[i] ?? null;
    const name = s.doc.name ?? s.actor.name;
    const allowance = move ? kmhAllowance(move) : null;
    await saveRecord(s.doc, newActivation(s.record, allowance?.distance ?? 0, null, s.doc.movement?.id ?? '', s.kept));
    const text = allowance ? formatKey(allowance.labelKey, allowance.data) : game.i18n!.localize('BROADSIDE.Sailing.allowance.noSpeed');
    const inLine = move?.inLine ? ` (${game.i18n!.localize('BROADSIDE.Sailing.move.inLine')})` : '';
    const prompts = allowance?.prompts.length ? ` (${localizedPrompts(allowance.prompts)})` : '';
    lines.push(formatKey('BROADSIDE.Sailing.move.rolled', { name, text: `${text}${inLine}${prompts}` }));
  }
  await postLine(lines.join(' · '), rolls, docs.length === 1 ? ships[0]!.actor : null);
}

/** A Salt'n'Tar ship's new move: a turn passes for her orders, then her move is worked out. */
async function startSaltntarMove(doc: TokenDoc, turn: number): Promise<void> {
  const actor = shipActorOf(doc)!;
  const ctx = sailingContext();
  const state = turnPasses(saltntarOf(actor), ctx.wind.strength);
  const ship = { ...sailingShipOf(actor), saltntar: state };
  const heading = tokenHeading(doc);
  const { result, rolls } = await rollRule((dice) => SALTNTAR_MOVEMENT.allowance(ship, heading, ctx, dice));
  await saveSaltntar(actor, { ...state, strain: state.strain + (result.strain ?? 0) });
  await saveRecord(doc, newActivation(moveRecord(doc), result.distance, result.traceHeading, doc.movement?.id ?? '', null, turn));
  await postLine(formatKey('BROADSIDE.Sailing.move.rolled', { name: doc.name ?? actor.name, text: formatKey(result.labelKey, result.data) }), rolls, actor);
}

/** Rolls (or works out) a ship's move for a new activation and records it on her token. */
export async function startMove(doc: TokenDoc, turn = moveRecord(doc).turn): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor || !doc.canUserModify(game.user!, 'update')) return;
  if (activeModule().id === 'kmh') return startKmhMoves([doc], 'alone');
  return startSaltntarMove(doc, turn);
}

/** A squadron's new move, as on its Move card: KMH asks whether she sails in line; Salt'n'Tar ships move alone. */
async function startSquadronMove(tokens: readonly TokenDoc[], squadron: string): Promise<void> {
  const docs = tokens.filter((d) => shipActorOf(d) !== null);
  if (!docs.length) return;
  if (activeModule().id !== 'kmh') {
    for (const doc of docs) await startMove(doc);
    return;
  }
  const choice = docs.length > 1 ? await askLine(squadron) : 'alone';
  if (choice) await startKmhMoves(docs, choice);
}

/** Asks the GM how a squadron of several ships moves on its Move card. */
async function askLine(squadron: string): Promise<LineChoice | null> {
  const i18n = game.i18n!;
  const choice = (await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.format('BROADSIDE.Sailing.line.title', { squadron }) },
    content: `<p>${foundry.utils.escapeHTML(i18n.localize('BROADSIDE.Sailing.line.question'))}</p>`,
    buttons: (['line', 'manoeuvre', 'alone'] as const).map((action) => ({ action, label: i18n.localize(`BROADSIDE.Sailing.line.${action}`) })),
    rejectClose: false,
  })) as LineChoice | null;
  return choice;
}

/** Counts a finished movement of a ship token against her move, once, on the active GM's client. */
async function recordMovement(doc: TokenDoc, changes: object): Promise<void> {
  if (!game.user?.isActiveGM || !('x' in changes || 'y' in changes)) return;
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
  const turning = withProgress(module.turning(ship, heading, ctx), record);
  const trace = tracePath({ ...toCm(movement.origin), heading }, movement.passed.waypoints.map(toCm), turning, Infinity, scale);
  const { record: next, newStrain } = afterMovement(record, trace, movement.id);
  await saveRecord(doc, next);
  // Salt'n'Tar: a second change of direction in a move marks a strain (decision saltntar-half-moves).
  if (module.id === 'saltntar' && newStrain > 0) {
    const state = saltntarOf(actor);
    await saveSaltntar(actor, { ...state, strain: state.strain + newStrain });
  }
  // The ship ends pointing where her path left her bow (not for a drift, which keeps her heading).
  if (record.traceHeading === null && trace.legs.length) {
    const artHeading = actor.system.artHeading;
    const rotation = Math.round(trace.end.heading - artHeading + 360) % 360;
    if (rotation !== Math.round(doc.rotation)) await doc.update({ rotation });
  }
  if (module.id === 'kmh') {
    const prompts = pathPrompts(trace.legs, ctx.wind.fromDegrees);
    if (prompts.length) ui.notifications?.info(`${doc.name ?? actor.name}: ${localizedPrompts(prompts)}`);
  }
}

/** The move dialog of a ship token: the GM sets or rolls the move and the tests; owners give orders. */
export async function openMoveDialog(doc: TokenDoc): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor) {
    ui.notifications?.warn(game.i18n!.localize('BROADSIDE.Sailing.move.noShip'));
    return;
  }
  if (!doc.canUserModify(game.user!, 'update') || !actor.isOwner) {
    ui.notifications?.warn(game.i18n!.localize('BROADSIDE.Sailing.move.notAllowed'));
    return;
  }
  const i18n = game.i18n!;
  const ctx = sailingContext();
  const module = activeModule();
  const context = moveDialogContext({
    module: module.id,
    isGM: game.user!.isGM,
    record: moveRecord(doc),
    quality: actor.system.quality,
    quarter: windQuarter(tokenHeading(doc), ctx.wind.fromDegrees),
    saltntar: saltntarOf(actor),
    windSpeed: ctx.wind.strength,
    selectedShips: selectedShipTokens().length,
  });
  const content = await foundry.applications.handlebars.renderTemplate(MOVE_DIALOG_TEMPLATE, context);
  const buttons = context.buttons.map(({ action, key }) => ({
    action,
    label: i18n.localize(key),
    callback: (_e: Event, b: HTMLButtonElement) => ({ action, form: b.form }),
  }));
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

function selectInput(form: HTMLFormElement | null, name: string): string {
  const input = form?.elements.namedItem(name) as HTMLSelectElement | null;
  return input?.value ?? '';
}

const GM_ACTIONS = new Set(['save', 'roll', 'rollSelected', 'reset', 'deadZone', 'tack', 'drift', 'lineOfBattle', 'luck']);

async function moveAction(doc: TokenDoc, action: string, form: HTMLFormElement | null): Promise<void> {
  const actor = shipActorOf(doc)!;
  const name = doc.name ?? actor.name;
  const i18n = game.i18n!;
  const system = actor.system;
  const ctx = sailingContext();
  const heading = tokenHeading(doc);
  if (GM_ACTIONS.has(action) && !game.user!.isGM) return;
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
    case 'rollSelected':
      return startSquadronMove(selectedShipTokens(), '');
    case 'reset': {
      const record = moveRecord(doc);
      return saveRecord(doc, { ...newActivation(record, null, null, doc.movement?.id ?? '', record.sail, record.turn), sailOrder: record.sailOrder });
    }
    case 'slow':
    case 'speed': {
      // An absolute order: a second click changes nothing (decision sail-setting).
      await saveRecord(doc, { ...moveRecord(doc), sailOrder: action });
      return postLine(formatKey('BROADSIDE.Sailing.sail.ordered', { name, order: `BROADSIDE.Sailing.sail.order.${action}` }), [], actor);
    }
    case 'hull': {
      const hull = HULL_TYPES.find((h) => h === selectInput(form, 'hull'));
      if (!hull) return;
      const state = saltntarOf(actor);
      if (state.hull !== hull) await saveSaltntar(actor, { ...state, hull, rowing: HULLS[hull].oars ? state.rowing : 0 });
      return;
    }
    case 'maneuver': {
      const maneuver = MANEUVERS.find((m) => m === selectInput(form, 'maneuver'));
      const state = saltntarOf(actor);
      if (!maneuver || !maneuversAllowed(state, ctx.wind.strength).includes(maneuver)) return;
      const ordered = declareManeuver(state, maneuver, ctx.wind.strength);
      await saveSaltntar(actor, ordered.state);
      await postLine(formatKey('BROADSIDE.Sailing.saltntar.ordered', { name, maneuver: `BROADSIDE.Sailing.maneuver.${maneuver}`, turns: String(MANEUVER_TURNS[maneuver]) }), [], actor);
      if (ordered.strainRollNow) return rollStrain(doc, true);
      return;
    }
    case 'strain':
      return rollStrain(doc);
    case 'luck':
      return rollLuckForSides();
    case 'deadZone': {
      const { result, rolls } = await rollRule((dice) => deadZoneTest(sailingShipOf(actor).state, system.quality === 'elite', dice));
      if (result.takenAback) {
        // The damage is a card like any other: the desk applies it once, and can take it back.
        const message = await postCard(turnRollCard('deadZone', shipRefOf(actor), deadZoneResult(result)), rolls, actor);
        if (message?.id) await askDesk({ kind: 'applyCard', messageId: message.id, option: null, revision: 0 });
        return;
      }
      await saveRecord(doc, { ...moveRecord(doc), allowance: result.distance, used: 0 });
      const outcome = formatKey('BROADSIDE.Sailing.prompt.result.deadZoneMoves', { distance: String(result.distance) });
      return postLine(formatKey('BROADSIDE.Sailing.prompt.result.deadZone', { name, result: String(result.result), outcome }), rolls, actor);
    }
    case 'tack': {
      const quarter = activeModule().windPosition(heading, ctx).id;
      const { result, rolls } = await rollRule((dice) => tackTest(sailingShipOf(actor).state, { nationalClass: system.nationalClass, quality: system.quality }, quarter as 'bow', dice));
      return postLine(formatKey('BROADSIDE.Sailing.prompt.result.tack', { name, outcome: `BROADSIDE.Sailing.prompt.result.${result.outcome}` }), rolls, actor);
    }
    case 'drift': {
      const { result, rolls } = await rollRule((dice) => drift(heading, kmhWind(ctx), dice));
      const record = moveRecord(doc);
      await saveRecord(doc, newActivation(record, result.distance, result.directionDegrees, doc.movement?.id ?? '', record.sail));
      return postLine(formatKey('BROADSIDE.Sailing.prompt.result.drift', { name, distance: String(result.distance) }), rolls, actor);
    }
    case 'lineOfBattle': {
      const ships = (canvas?.tokens?.controlled ?? []).map((t) => shipActorOf(t.document)).filter((a) => a !== null);
      const poor = ships.filter((a) => a.system.derived.characteristics.poorSailors).length;
      const { result, rolls } = await rollRule((dice) => lineOfBattleTest(poor, dice));
      return postLine(formatKey('BROADSIDE.Sailing.prompt.result.lineOfBattle', { outcome: result.maintained ? 'BROADSIDE.Sailing.prompt.result.kept' : 'BROADSIDE.Sailing.prompt.result.broken' }), rolls, actor);
    }
  }
}

/**
 * A Salt'n'Tar combat reaching its first half move (or a race its move): every ship whose move
 * is not yet started this turn starts it, once (decision saltntar-half-moves).
 */
async function startSaltntarTurn(): Promise<void> {
  const sequence = saltntarSequence();
  if (!game.user?.isActiveGM || activeModule().id !== 'saltntar' || !sequence) return;
  if (sequence.phase !== 'firstHalfMove' && sequence.phase !== 'fullMove') return;
  const combat = game.combat;
  for (const combatant of combat?.combatants ?? []) {
    const doc = combatant.token;
    if (!doc || !shipActorOf(doc) || moveRecord(doc).turn === sequence.turn) continue;
    await startSaltntarMove(doc, sequence.turn);
  }
}

export function registerCanvas(): void {
  CONFIG.Token.objectClass = ShipToken;
  CONFIG.Token.rulerClass = ShipRuler;
  (CONFIG.Canvas.layers as unknown as Record<string, { layerClass: unknown; group: string }>).broadsideSailing = { layerClass: SailingLayer, group: 'interface' };
  void foundry.applications.handlebars.loadTemplates([COMPASS_TEMPLATE, WIND_FORM_TEMPLATE, MOVE_DIALOG_TEMPLATE]);

  // The turn deck announces a squadron's Move card: its ships start a new move, in line or alone.
  Hooks.on('broadside.moveCard' as never, ((data: { squadron?: string | null; tokens?: (TokenDoc | { document: TokenDoc })[] }) => {
    if (!game.user?.isActiveGM) return;
    // Token documents or placeables: either will do.
    void startSquadronMove((data.tokens ?? []).map((t) => ('document' in t ? t.document : t)), data.squadron ?? '');
  }) as never);
  // One start at a time: combat updates come in bursts, and each ship's move starts once a turn,
  // after any strain phase the GM stepped past has been made (it can change her move).
  let starting: Promise<void> = Promise.resolve();
  Hooks.on('updateCombat', () => {
    // A failed start is reported and does not hold up the next.
    starting = starting
      .then(() => (saltntarSequence() ? rollPassedPhases(game.combat as BroadsideCombat | null) : undefined))
      .then(startSaltntarTurn)
      .catch((error: unknown) => console.error(error));
  });

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
  onTokenHud((doc) => shipActorOf(doc) !== null, {
    className: 'broadside-move',
    tooltip: 'BROADSIDE.Sailing.move.hud',
    icon: 'fa-solid fa-sailboat',
    click: (doc) => void openMoveDialog(doc),
  });
}
