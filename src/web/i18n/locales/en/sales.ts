// English: the source of the sales-mode texts (namespace "sales"): the header's sales login/logout, the
// trade-fair PIN and its time-out (docs/product.md#trade-fair-mode: keys salesLogin, invalidPin,
// tradeFairModeDisabled), and what sales mode adds to the configurator. Loaded only for users who may use
// sales mode.
export default {
  salesLogin: 'Sales login',
  salesLogout: 'Sales logout',
  salesMode: 'Sales mode',
  salesModeOn:
    'Sales mode is on: agency prices, the discount, package savings and article numbers are shown.',
  pinLabel: 'PIN',
  pinHelp: 'Enter your trade-fair PIN to switch on sales mode.',
  pinRequired: 'Enter the PIN.',
  invalidPin: 'Invalid PIN',
  pinTooMany: 'Too many wrong PINs. Wait a few minutes, then try again.',
  cancel: 'Cancel',
  close: 'Close',
  ok: 'OK',
  tradeFairModeDisabled: 'Trade fair mode disabled',
  tradeFairModeDisabledText:
    'Sales mode was switched off after 5 minutes without activity. The configuration stays as it was.',
  switchFailed: 'Sales mode could not be switched: {{message}}',
  switchOffline: 'Sales mode could not be switched: there is no connection to the server. Try again.',

  discount: 'Discount',
  discountHelp: '{{rate}} for each priced option outside the packages ({{count}} now).',
  packageSavingsTitle: 'Package savings',
  packageOptions: 'Options one by one',
  packagePrice: 'Package price',
  packageSaving: 'Savings',
  articleNumbersTitle: 'Article numbers',
  articleNumberMissing: 'no article number',
  noArticleNumbers: 'No option with an article number is chosen yet.',
  agencyPrice: 'Agency price for {{country}}.',

  customerTitle: 'Customer on the PDF',
  customerHelp: 'In sales mode the PDF quote can name the customer. Leave empty for a quote without.',
  customerName: 'Name',
  customerCompany: 'Company',
  customerEmail: 'E-mail',
  customerPhone: 'Phone',
  customerCountry: 'Country',
  customerEmailInvalid: 'Enter a valid e-mail address, e.g. name@company.com.',
} as const;
