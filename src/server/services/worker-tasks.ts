// The worker threads' module (worker-pool.ts): each named export is a task, called by its name with
// one structured-cloneable input. Only what is heavy and needs no database belongs here.
export { renderQuote as quotePdf } from '../quotes/quote-render.ts';
