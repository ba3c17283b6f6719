/**
 * A gunnery module's card as the chat draws it: with the module's own template and view, found in
 * the registry by the module the card names, so a card stays readable after the world chose
 * another gunnery module; a card of a module no longer installed shows who fired at whom. Pure.
 */
import type { GunneryCard, GunneryCardKind } from '../authority/gunnery';
import { modulesFor } from '../registry/rule-modules';

/** The card kind of the module a card names, if that module is registered and has one. */
export function gunneryKindOf(module: string): GunneryCardKind | null {
  return modulesFor('gunnery').find((m) => m.id === module)?.aspects.gunnery?.card ?? null;
}

export function gunneryCardTemplate(card: GunneryCard): string {
  return gunneryKindOf(card.module)?.template ?? 'templates/chat/gunnery-card.hbs';
}

export function gunneryCardView(card: GunneryCard): Record<string, unknown> {
  const kind = gunneryKindOf(card.module);
  return kind ? kind.view(card) : { firer: card.firer.name, target: card.target.name };
}
