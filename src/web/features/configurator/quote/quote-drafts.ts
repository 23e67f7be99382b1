// What was typed into the quote request, per machine, while the app is open: the column and the phone
// sheet share it, and it is still there after a look at another page. Consent is never kept: it is
// given for each request. Apart from the form, so that the summary's "Call me back" can start a draft
// without loading the form's code.
export type QuoteFields = {
  name: string;
  company: string;
  email: string;
  country: string;
  phone: string;
  message: string;
  consent: boolean;
  /** the honeypot: people never see it */
  website: string;
};

export const drafts = new Map<string, QuoteFields>();

/** Tells a quote form already on the page that its machine's draft asks for a call back. */
export const CALL_BACK_EVENT = 'meterline:quote-call-back';

export function forgetQuoteDrafts(): void {
  drafts.clear();
}

export function emptyFields(country: string): QuoteFields {
  return { name: '', company: '', email: '', country, phone: '', message: '', consent: false, website: '' };
}

/**
 * A call back, asked through the quote request: the draft gets the message (unless one is typed) and the
 * form, when it shows, puts the visitor in its phone field.
 */
export function askForCallBack(slug: string, country: string, message: string): void {
  const draft = drafts.get(slug) ?? emptyFields(country);
  drafts.set(slug, { ...draft, message: draft.message.trim() ? draft.message : message });
  callBacks.add(slug);
  window.dispatchEvent(new CustomEvent(CALL_BACK_EVENT, { detail: slug }));
}

/** Machines whose form, once it shows, puts the visitor in its phone field (the form may load later). */
const callBacks = new Set<string>();

/** Whether a call back was asked for this machine and not yet taken up by a form; takes it up. */
export function takeCallBack(slug: string): boolean {
  return callBacks.delete(slug);
}
