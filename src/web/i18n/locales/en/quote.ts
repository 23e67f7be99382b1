// English: the source of the quote texts (namespace "quote"): the PDF download and the quote request
// form below the configurator's summary, with its confirmation.
export default {
  pdfTitle: 'Quote as PDF',
  pdfText: 'This configuration with its prices, the code and a QR code, in your language.',
  pdfDownload: 'Download PDF quote',
  pdfPreparing: 'Preparing the PDF…',
  pdfReady: 'Your PDF for configuration {{code}} is ready.',
  pdfOpen: 'Open the PDF',
  pdfTooMany: 'You have asked for many PDFs in a short time. Please wait a minute, then download it again.',
  pdfBusyRetrying: 'Many PDFs are being prepared right now. Yours follows in a few seconds.',
  pdfBusy: 'Many PDFs are being prepared right now. Please try again in a few seconds.',
  pdfFailed: 'The PDF could not be prepared: {{message}}',
  pdfOffline: 'The PDF could not be downloaded: there is no connection to the server. Try again.',
  saveOffline: 'The configuration could not be saved: there is no connection to the server. Try again.',
  saveTooMany:
    'Too many configurations were saved from your address. Please wait a few minutes and try again.',
  saveFailed: 'The configuration could not be saved: {{message}}',

  requestTitle: 'Request a quote',
  requestIntro:
    'Send us this configuration and our sales team will contact you with a quote. Fields marked * are required.',
  name: 'Name',
  company: 'Company',
  email: 'E-mail',
  country: 'Your country',
  chooseCountry: '— choose —',
  phone: 'Phone (optional)',
  message: 'Message (optional)',
  consent: 'I agree that you contact me about this request and store my details for it.',
  privacyLink: 'Data privacy',
  honeypot: 'Leave this field empty',
  send: 'Send request',
  sending: 'Sending…',
  nameRequired: 'Please enter your name.',
  companyRequired: 'Please enter your company.',
  emailInvalid: 'Please enter a valid e-mail address, e.g. name@company.com.',
  countryRequired: 'Please choose your country.',
  phoneInvalid: 'Please enter a phone number with digits (and + ( ) / . - only).',
  messageTooLong: 'The message has at most 4000 characters.',
  consentRequired: 'Please agree that we may contact you about this request.',
  checkFields: 'Please check the marked fields.',
  tooMany: 'Too many requests were sent from your address. Please try again in an hour.',
  offline:
    'The request could not be sent: there is no connection to the server. Your entries are kept; try again.',
  failed: 'The request could not be sent: {{message}}',
  thanksTitle: 'Thank you, your request has been sent',
  thanksText:
    'Our sales team will contact you at {{email}} about configuration {{code}}, usually within two working days.',
  another: 'Send another request',
  queuedTitle: 'Your request is kept on this tablet',
  queuedText:
    'There is no connection right now. Your request for {{reference}} is sent automatically as soon as the connection is back; our sales team then contacts you at {{email}}.',
  targetMessage:
    'Our requirement from the machine finder: {{output}} at a mix ratio of 100:{{ratio}}, densities poly {{densityPoly}} and iso {{densityIso}} g/cm³.',
  targetApplication: 'Application: {{application}}.',
  targetNotCovered: 'This configuration does not cover it: please advise us.',
} as const;
