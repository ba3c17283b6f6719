/**
 * Each ship token's ensign (ensign-flag.ts) on every client's canvas, kept in step as core keeps a
 * token's own marks: drawn with the token (drawToken), placed again whenever core refreshes it
 * (refreshToken: its size, its rotation, its art turning), dropped with it (destroyToken). Her
 * nationality and her side are data core need not refresh a token for, so a change of her sheet
 * (updateActor) or of her token's disposition or own actor data (updateToken) redraws it here. A
 * client may hide the ensigns (the showEnsigns setting). Only what is drawn changes: nothing is
 * written, so a player's client draws what it reads and can change no one else's canvas.
 */
import { SYSTEM_ID } from '../constants';
import { sideOf } from '../data/squadrons';
import { isShip } from '../documents/ship-actor';
import { ensignDrawing, paintEnsign, type EnsignDrawing } from './ensign-flag';

type Token = foundry.canvas.placeables.Token;

/** The flag drawn on each token, and what it was drawn from (so a refresh that changes nothing draws nothing). */
const drawn = new WeakMap<Token, { graphics: PIXI.Graphics; key: string }>();

/** Her flag as this client is to show it; null for a token that is no ship, or when this client hides ensigns. */
function ensignOf(token: Token): EnsignDrawing | null {
  const actor = token.actor;
  if (!isShip(actor) || !game.settings.get(SYSTEM_ID, 'showEnsigns')) return null;
  return ensignDrawing({
    width: token.w,
    height: token.h,
    // What her art shows: the mesh's angle follows the rotation as it turns (and stays put where it is locked).
    rotation: token.mesh?.angle ?? token.document.rotation,
    artHeading: actor.system.artHeading,
    nationality: actor.system.nationality,
    side: sideOf(token.document.disposition),
  });
}

/** Takes her flag off (a token no longer shown as a ship, ensigns hidden, the token gone). */
function dropEnsign(token: Token): void {
  const held = drawn.get(token);
  drawn.delete(token);
  if (held && !held.graphics.destroyed) held.graphics.destroy();
}

/**
 * Draws, moves or takes off her flag as she now stands. A token drawn again (a redraw may clear
 * a placeable's children) gets a new one.
 */
export function showEnsign(token: Token): void {
  const drawing = ensignOf(token);
  if (!drawing) return dropEnsign(token);
  let held = drawn.get(token);
  if (!held || held.graphics.destroyed || held.graphics.parent !== token) {
    const graphics = token.addChild(new PIXI.Graphics());
    // A mark, not a control: no hit testing, so a click or a hover reaches her token as if it were not there.
    graphics.eventMode = 'none';
    held = { graphics, key: '' };
    drawn.set(token, held);
  }
  const key = JSON.stringify(drawing);
  if (held.key === key) return;
  paintEnsign(held.graphics, drawing);
  held.key = key;
}

/** Every token on this client's canvas, as it now stands (the setting changed). */
export function showEnsigns(): void {
  for (const token of canvas?.tokens?.placeables ?? []) showEnsign(token);
}

/**
 * Each user's own choice: a GM whose token art carries its own colours, or who wants a bare canvas,
 * takes the ensigns off his tokens without taking them off his players'.
 */
export function registerEnsignSetting(): void {
  game.settings.register(SYSTEM_ID, 'showEnsigns', {
    name: 'BROADSIDE.Settings.showEnsigns.name',
    hint: 'BROADSIDE.Settings.showEnsigns.hint',
    scope: 'client',
    config: true,
    type: Boolean,
    default: true,
    onChange: () => showEnsigns(),
  });
}

export function registerEnsigns(): void {
  Hooks.on('drawToken', (token) => showEnsign(token));
  Hooks.on('refreshToken', (token) => showEnsign(token));
  Hooks.on('destroyToken', (token) => dropEnsign(token));
  // Her nationality or the bow of her art changed on her sheet: each of her tokens on this canvas.
  Hooks.on('updateActor', (actor, changed) => {
    const system = (changed as { system?: Record<string, unknown> }).system;
    if (!isShip(actor) || !system || !('nationality' in system || 'artHeading' in system)) return;
    for (const token of canvas?.tokens?.placeables ?? []) if (token.actor?.id === actor.id) showEnsign(token);
  });
  // Her side, or an unlinked token's own nationality (her delta), changed.
  Hooks.on('updateToken', (doc, changed) => {
    if (doc.object && ('disposition' in changed || 'delta' in changed)) showEnsign(doc.object);
  });
}
