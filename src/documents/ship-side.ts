/**
 * A ship's side. Compendium ships come in Neutral, flagged to ask: any of them may serve either
 * fleet. When the GM places one, he is asked which side she fights on; the answer is her token's
 * disposition (what the deck, the strike test and the luck roll read) and, for a linked ship, her
 * prototype token's, so she is not asked again.
 */
import { SYSTEM_ID } from '../constants';

export const CHOOSE_SIDE_FLAG = 'chooseSide';

/** The sides offered, as Foundry's token dispositions. */
export const SIDE_DISPOSITIONS = { friendly: 1, hostile: -1, secret: -2 } as const;
export type ChosenSide = keyof typeof SIDE_DISPOSITIONS;

export function isChosenSide(value: unknown): value is ChosenSide {
  return typeof value === 'string' && Object.hasOwn(SIDE_DISPOSITIONS, value);
}

/** The update giving a token her side and dropping the question; `prefix` aims it at a prototype token. */
export function sideUpdate(side: ChosenSide, prefix = ''): Record<string, unknown> {
  return {
    [`${prefix}disposition`]: SIDE_DISPOSITIONS[side],
    [`${prefix}flags.${SYSTEM_ID}.-=${CHOOSE_SIDE_FLAG}`]: null,
  };
}

/** Whether this client asks for the new token's side: the GM who placed a ship still flagged to ask. */
export function asksSide(token: TokenDocument.Implementation, userId: string): boolean {
  return (
    userId === game.user.id &&
    game.user.isGM &&
    token.actor?.type === 'ship' &&
    token.getFlag(SYSTEM_ID, CHOOSE_SIDE_FLAG) === true
  );
}

async function askSide(token: TokenDocument.Implementation): Promise<void> {
  const i18n = game.i18n;
  const ship = foundry.utils.escapeHTML(token.name ?? '');
  const side = (await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.format('BROADSIDE.ShipSide.title', { ship }) },
    content: `<p>${i18n.format('BROADSIDE.ShipSide.prompt', { ship })}</p>`,
    buttons: (Object.keys(SIDE_DISPOSITIONS) as ChosenSide[]).map((action) => ({
      action,
      label: i18n.localize(`BROADSIDE.Deck.Side.${action}`),
    })),
    rejectClose: false,
  })) as unknown;
  if (!isChosenSide(side) || !token.parent?.tokens.has(token.id ?? '')) return;
  await token.update(sideUpdate(side));
  const actor = token.actor;
  if (token.actorLink && actor && !actor.pack) await actor.update(sideUpdate(side, 'prototypeToken.'));
}

/** Ships dropped together are asked one after the other, not in a stack of windows. */
let asking: Promise<void> = Promise.resolve();

export function registerShipSides(): void {
  Hooks.on('createToken', (token, _options, userId) => {
    if (!asksSide(token, userId)) return;
    asking = asking
      .then(() => askSide(token))
      .catch((error: unknown) => console.error("Broadside | asking a ship's side failed", error));
  });
}
