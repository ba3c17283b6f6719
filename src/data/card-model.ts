/**
 * What every Broadside ChatMessage subtype's data model is, and what a card kind's model declares
 * about its cards. The message document (documents/chat-message.ts) asks its data model to render
 * itself and to wire its buttons; the model owns everything its kind means.
 *
 * A card kind's model subclass says, in the model layer: its template, the strict check its data
 * meets on arrival, the ships it acts for and the ships it names, and the battle's switches it
 * ticks (`CardModel.metadata`). What only the layers above can give, the view its template reads
 * and its own buttons, are attached to it when the system registers (`CardModel.view` and
 * `CardModel.actions`, through data/card-kinds.ts), as is how a message is shown at all (`MessageModel.show`):
 * this layer imports none of them. data/card-kinds.ts keeps the kinds and reads their records.
 *
 * Each kind's card type comes from the module that builds it, by declaration merging on
 * `CardShapes`, so the model layer types every card without importing the layer that makes them.
 */
import type { ActorChange, CardChoice } from './card-changes';
import type { CardLimits } from './card-bounds';

/**
 * Every card kind's card, by kind. The module that builds a kind adds it by declaration merging
 * (`declare module '…/data/card-model' { interface CardShapes { strike: StrikeCard } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CardShapes {}
export type CardKindId = keyof CardShapes;
export type AnyCard = CardShapes[CardKindId];

/**
 * The card kinds a rule module adds (beside its `CardShapes` entry, `declare module … { interface
 * ModuleCardKinds { myKind: true } }`): the system's own tables of kinds leave them out.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleCardKinds {}
/** The system's own card kinds (data/card-models.ts). */
export type SystemCardKindId = Exclude<CardKindId, keyof ModuleCardKinds>;

/** What every card carries: its kind, its changes and any choice between them. */
export interface CardCore {
  kind: string;
  changes: ActorChange[];
  choice?: CardChoice | null;
}

/** A check a field runs on its value as Foundry validates it, and the desk runs again on arrival. */
export type Check = (v: unknown) => boolean;

/** The battle's scenario switches a card can tick once applied (decisions boats-launched-switch, fireship-ablaze). */
export type ScenarioSwitch = 'boatsLaunched' | 'fireshipAblaze' | 'shipsGrappled';

/** What a card kind's model declares about its cards. */
export interface CardMetadata<C extends CardCore = AnyCard> {
  /** Its template, from the system's folder. */
  template: string;
  /** The strict check of its own fields on arrival (decision card-bounds), by key. */
  bounds: Record<string, Check>;
  /**
   * The ships whose command the poster must hold for his card to count; a card posted for a ship
   * its author does not command is void (decision chat-apply-policy).
   */
  actingShips(card: C): string[];
  /** Every ship it names: the only ships its changes may concern (decision chat-apply-policy). */
  namedShips(card: C): string[];
  /** The scenario switches it ticks once applied (none if it leaves this out). */
  scenarioSwitches?(card: C): ScenarioSwitch[];
  /**
   * Whether the desk rolls this card for a player at a ship he does not command (decision
   * desk-rolls), so that one he rolled himself is his own roll of the desk's (none if it leaves this out).
   */
  deskRolled?(card: C): boolean;
  /** Its changes may give a crew member wounds, and nothing else (a duel's turn). */
  woundsCrew?: boolean;
  /** How many rolls and dice its message may carry, where its rule asks for more than most (card-bounds.ts). */
  rollLimits?: CardLimits;
}

/** What a card kind's template reads; `made` is the choice the applied card was applied with. */
export type CardView<C> = (card: C, made: string | null) => object;

/** A button of a card kind's own, beyond the footer's every card has: what a click on it does. */
export type CardAction<C> = (card: C, button: HTMLButtonElement) => void;

/** How one message type is shown: given by the layer that shows it, at registration. */
export interface MessageShow {
  /** The content's HTML for the reader, or null to leave the content as Foundry made it. */
  render(message: ChatMessage.Implementation): Promise<string | null>;
  /** Wires the buttons of the content it rendered. */
  activate(message: ChatMessage.Implementation, content: HTMLElement): void;
}

type Schema = foundry.data.fields.DataSchema;

/**
 * The base of every Broadside ChatMessage subtype's data model. Its parent is typed as any document:
 * naming the ChatMessage class here would close a circle of types through the models it lists.
 */
export abstract class MessageModel<S extends Schema = Schema> extends foundry.abstract.TypeDataModel<
  S,
  foundry.abstract.Document.Any
> {
  /** The message this model is the data of. */
  get message(): ChatMessage.Implementation {
    return this.parent as ChatMessage.Implementation;
  }

  /**
   * Posted by the GM's desk alone: one a player wrote imitates the table and is not shown as what it
   * claims to be (the deck's cards, the desk's notices, a duel's turns).
   */
  static fromTableOnly = false;
  /** How this type is shown; attached at registration by the layer that shows it. */
  static show: MessageShow | null = null;

  /** Its type's model class, where what it is and how it is shown are kept. */
  get #type(): typeof MessageModel {
    return this.constructor as typeof MessageModel;
  }

  get fromTableOnly(): boolean {
    return this.#type.fromTableOnly;
  }

  /** The message's content for the reader (null: leave Foundry's); a type no one shows is a wiring fault. */
  render(): Promise<string | null> {
    return (this.#type.show as MessageShow).render(this.message);
  }

  /** Wires the buttons of the content `render` gave. */
  activate(content: HTMLElement): void {
    this.#type.show?.activate(this.message, content);
  }
}

/** A card kind's model: its schema, its metadata, and the view and buttons attached to it. */
export abstract class CardModel<S extends Schema = Schema> extends MessageModel<S> {
  static metadata: CardMetadata<CardCore>;
  /** What its template reads: attached by the chat layer at registration. */
  static view: CardView<CardCore> | null = null;
  /** Its own buttons, by the selector that finds them: attached by the feature each belongs to. */
  static actions: Readonly<Record<string, CardAction<CardCore>>> = {};
}
