// The product's name, in a module of its own so that a page can name the product without loading the
// navigation table (issue 10: public pages carry no internal-area code).
export const PRODUCT_NAME = 'Meterline';
