// The worker threads' module (worker-pool.ts): each named export is a task, called by its name with
// one structured-cloneable input. Only what is heavy and needs no database belongs here: a quote PDF,
// and an uploaded workbook read and checked (its answer is plain data, a refusal included).
export { renderQuote as quotePdf } from '../quotes/quote-render.ts';
export { parseWorkbook as readWorkbook } from './xlsx/workbook.ts';
