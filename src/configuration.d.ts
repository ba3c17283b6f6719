// Tells the Foundry types which data models and documents Broadside registers.
import type { ShipModel } from './data/ship';
import type { CrewModel } from './data/crew';
import type { BroadsideActor } from './documents/actor';
import type { BroadsideCombat } from './combat/combat';
import type { playerTrustField, schemaVersionField, windField } from './settings';
import type { MoveRecord } from './rules/move-record';
import type { BROADSIDE_API, TurnSequenceApi } from './chat/register';
import type { GunneryApi } from './authority/gunnery';
import type { LedgerModel } from './data/ledger';
import type { RosterModel } from './data/roster';
import type { DuelsModel } from './data/duels';
import type { BattleModel } from './data/battle';
import type { CHAT_MODELS } from './data/card-models';
import type { BroadsideChatMessage } from './documents/chat-message';
import type { DeckHookData } from './combat/turn-sequence';
import type { SailingLayer } from './canvas/sailing-layer';
import type { DeepReadonly } from 'fvtt-types/utils';
import type { aspectChoiceField } from './registry/aspect-settings';
import type { ModuleActorFlags, ModuleChatModels, ModuleItemModels } from './registry/module-types';

declare module 'fvtt-types/configuration' {
  interface DataModelConfig {
    Actor: {
      ship: typeof ShipModel;
      crew: typeof CrewModel;
    };
    // The rule modules' item subtypes (registry/item-types.ts).
    Item: { [K in keyof ModuleItemModels]: ModuleItemModels[K] };
    Combat: {
      base: typeof BattleModel;
    };
    // The system's own subtypes and those its rule modules register (registry/module-types.ts).
    ChatMessage: typeof CHAT_MODELS & { [K in keyof ModuleChatModels]: ModuleChatModels[K] };
  }
  interface DocumentClassConfig {
    Actor: typeof BroadsideActor;
    Combat: typeof BroadsideCombat;
    ChatMessage: typeof BroadsideChatMessage;
  }
}

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'broadside.schemaVersion': ReturnType<typeof schemaVersionField>;
    'broadside.ledger': typeof LedgerModel;
    'broadside.ledgerJournal': foundry.data.fields.StringField<{ required: true; blank: true; initial: '' }>;
    'broadside.roster': typeof RosterModel;
    'broadside.duels': typeof DuelsModel;
    'broadside.wind': ReturnType<typeof windField>;
    'broadside.turnSequence': ReturnType<typeof aspectChoiceField>;
    'broadside.movementModule': ReturnType<typeof aspectChoiceField>;
    'broadside.gunneryModule': ReturnType<typeof aspectChoiceField>;
    'broadside.boardingModule': ReturnType<typeof aspectChoiceField>;
    'broadside.personalCombatModule': ReturnType<typeof aspectChoiceField>;
    'broadside.playerTrust': ReturnType<typeof playerTrustField>;
    'broadside.showEnsigns': boolean;
  }
}

declare global {
  interface CONFIG {
    /**
     * Broadside's API for macros and the other parts of the system (src/chat/register.ts), with its
     * gunnery's and turn sequences'.
     */
    Broadside: typeof BROADSIDE_API & GunneryApi & TurnSequenceApi;
  }
}

// Flags the sailing code keeps: the activation's move on a token, a rule module's own records on a
// ship (registry/module-types.ts); and on a compendium ship's token, that the GM is to be asked her
// side (documents/ship-side.ts).
declare module 'fvtt-types/configuration' {
  interface FlagConfig {
    Actor: {
      broadside: ModuleActorFlags;
    };
    Token: {
      broadside: { move?: MoveRecord; chooseSide?: boolean };
    };
    // The desk's mailbox: a user's last request and the GM's last answer, as JSON text.
    User: {
      broadside: { request?: string; answer?: string };
    };
    // The revision of a card's ledger entry, written by the desk to have every client show it anew;
    // for a void card, why (shown in its footer only: the ledger's entry decides).
    ChatMessage: {
      broadside: { revision?: number; void?: string };
    };
    // The ledger's journal (decision ledger-store): the last seq handed out; on each page, one card's entry.
    JournalEntry: {
      broadside: { seq?: number };
    };
    JournalEntryPage: {
      broadside: { entry?: unknown };
    };
  }
}

// What the desk's own writes of an actor carry in their operation (authority/foundry-desk.ts DESK_WRITE),
// so the GM's client can tell them from hand edits.
declare global {
  namespace Actor {
    namespace Database {
      interface Update {
        broadside?: { desk?: boolean };
      }
    }
  }
  // And of a combat: the desk's own round writes (modules' round watchers tell them from others').
  namespace Combat {
    namespace Database {
      interface Update {
        broadside?: { desk?: boolean };
      }
    }
  }
}

// Broadside's code runs from the ready hook on (its init code uses only what init provides), so
// game.i18n, game.settings, game.user and the collections are there when it reads them.
declare module 'fvtt-types/configuration' {
  interface AssumeHookRan {
    ready: never;
  }
}

// The v13 movement hooks the pinned types lack, and the turn deck's own hook, declared in the
// types' hook configuration so `Hooks.on` checks their arguments:
// moveToken: https://foundryvtt.com/api/v13/functions/hookEvents.moveToken.html (every client,
// after the update; the last argument is a User, not an id);
// preMoveToken: https://foundryvtt.com/api/v13/functions/hookEvents.preMoveToken.html (only the
// moving client, before the update; `false` refuses the whole movement).
declare module 'fvtt-types/configuration' {
  namespace Hooks {
    interface HookConfig {
      moveToken: (
        document: TokenDocument.Implementation,
        movement: DeepReadonly<TokenDocument.MovementOperation>,
        operation: TokenDocument.Database.UpdateOperation,
        user: User.Implementation,
      ) => void;
      preMoveToken: (
        document: TokenDocument.Implementation,
        movement: TokenDocument.MovementOperation,
        operation: TokenDocument.Database.UpdateOperation,
      ) => boolean | void;
      /** The turn deck turned up a card, any card (the turn sequence's module calls it). */
      'broadside.cardDrawn': (data: DeckHookData) => void;
      /** The turn deck turned up a squadron's Move card. */
      'broadside.moveCard': (data: DeckHookData) => void;
      /** The turn deck turned up a squadron's Fire card. */
      'broadside.fireCard': (data: DeckHookData) => void;
      /**
       * A chat message was rendered and Broadside has filled its content (a card, a drawn deck
       * card, a notice): core's renderChatMessageHTML runs before the filling (documents/chat-message.ts).
       */
      'broadside.renderChatMessage': (message: ChatMessage.Implementation, html: HTMLElement) => void;
    }
  }
}

// The sailing layer, in the interface group (canvas/sailing-layer.ts).
declare global {
  namespace CONFIG {
    namespace Canvas {
      interface Layers {
        broadsideSailing: CONFIG.Canvas.LayerDefinition<typeof SailingLayer, 'interface'>;
      }
    }
  }
}
