/**
 * Actions that roll a card for one or more ships: the sheets' buttons, the turn deck's event cards
 * and the macro API call these, one module per feature.
 */
export { rollTurnCard } from './turn-rolls';
export { runEventCard } from './events';
