/**
 * Actions that roll a card for one or more ships: the turn deck's event cards and the macro API
 * call these, one module per feature (a rule module's own rolls are its own).
 */
export { runEventCard } from './events';
