// The worker threads' module (worker-pool.ts): each named export is a task, called by its name with
// one structured-cloneable input. Only what is heavy and needs no database belongs here: a quote PDF,
// an uploaded workbook read and checked, and an uploaded part model checked (their answers are plain
// data, a refusal included).
export { renderQuote as quotePdf } from '../quotes/quote-render.ts';
export { checkPartModel } from './part-model-check.ts';
export { parseWorkbook as readWorkbook } from './xlsx/workbook.ts';
