// The product's name, in a module of its own so that a page can name the product without loading the
// navigation table (public pages carry no internal-area code: docs/ARCHITECTURE.md#the-browsers-first-load).
export const PRODUCT_NAME = 'Meterline';
