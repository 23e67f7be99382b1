// What the configurator needs only to start from a configuration kept in this browser (restoring what
// the model still offers) and when the model changes under an open page (checking the selection against
// it). A fresh visit needs neither: it loads before a first render that starts from a kept
// configuration, or with a new model (use-configurator-session.ts). The reducer that answers every
// click stays with the page, so a change is never kept waiting.
export { restoreSelection } from '../../../../domain/configurator/restore.ts';
export { checkSelection } from '../../../../domain/configurator/selection-check.ts';
