// Tells the Foundry types which data models and documents Broadside registers.
import type { ShipModel } from './data/ship';
import type { CrewModel } from './data/crew';
import type { WeaponModel } from './data/weapon';
import type { BroadsideActor } from './documents/actor';
import type { BroadsideCombat } from './combat/combat';
import type { schemaVersionField, turningRadiusField, moduleChoiceField, TURN_SEQUENCES, MOVEMENT_MODULES } from './settings';
import type { WindModel } from './data/wind';
import type { SaltntarShipState } from './rules/saltntar';
import type { MoveRecord } from './canvas/sailing';
import type { BROADSIDE_API } from './chat/register';
import type { LedgerModel } from './data/ledger';
import type { DuelsModel } from './data/duels';
import type { BattleModel } from './data/battle';
import type { CHAT_MODELS } from './data/card-models';
import type { BroadsideChatMessage } from './documents/chat-message';

declare module 'fvtt-types/configuration' {
  interface DataModelConfig {
    Actor: {
      ship: typeof ShipModel;
      crew: typeof CrewModel;
    };
    Item: {
      weapon: typeof WeaponModel;
    };
    Combat: {
      base: typeof BattleModel;
    };
    ChatMessage: typeof CHAT_MODELS;
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
    'broadside.duels': typeof DuelsModel;
    'broadside.wind': typeof WindModel;
    'broadside.turnSequence': ReturnType<typeof moduleChoiceField<typeof TURN_SEQUENCES>>;
    'broadside.movementModule': ReturnType<typeof moduleChoiceField<typeof MOVEMENT_MODULES>>;
    'broadside.turningRadiusSmall': ReturnType<typeof turningRadiusField>;
    'broadside.turningRadiusMedium': ReturnType<typeof turningRadiusField>;
    'broadside.turningRadiusLarge': ReturnType<typeof turningRadiusField>;
  }
}

declare global {
  interface CONFIG {
    /** Broadside's API for macros and the other parts of the system (src/chat/register.ts). */
    Broadside: typeof BROADSIDE_API;
  }
}

// Flags the sailing code keeps: the activation's move on a token, Salt'n'Tar's record on a ship.
declare module 'fvtt-types/configuration' {
  interface FlagConfig {
    Actor: {
      broadside: { saltntar?: SaltntarShipState };
    };
    Token: {
      broadside: { move?: MoveRecord };
    };
    // The desk's mailbox: a user's last request and the GM's last answer, as JSON text.
    User: {
      broadside: { request?: string; answer?: string };
    };
    // The revision of a card's ledger entry, written by the desk to have every client show it anew.
    ChatMessage: {
      broadside: { revision?: number };
    };
  }
}
