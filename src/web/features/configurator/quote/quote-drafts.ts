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

/** Tells a quote form already on the page that a call back was asked for its machine. */
export const CALL_BACK_EVENT = 'meterline:quote-call-back';

export function forgetQuoteDrafts(): void {
  drafts.clear();
}

export function emptyFields(country: string): QuoteFields {
  return { name: '', company: '', email: '', country, phone: '', message: '', consent: false, website: '' };
}

/**
 * A call back, asked through the quote request: the form on screen (now, or once it has loaded) gets the
 * message, unless one is typed, and puts the visitor in its phone field.
 */
export function askForCallBack(slug: string, message: string): void {
  callBacks.set(slug, message);
  window.dispatchEvent(new CustomEvent(CALL_BACK_EVENT, { detail: slug }));
}

/** The call back asked per machine, with its message, until a form on screen takes it up. */
const callBacks = new Map<string, string>();

/** Whether a call back was asked for this machine and no form has taken it up yet. */
export function callBackWaiting(slug: string): boolean {
  return callBacks.has(slug);
}

/** The message of the call back asked for this machine, taken up (undefined when none waits). */
export function takeCallBack(slug: string): string | undefined {
  const message = callBacks.get(slug);
  callBacks.delete(slug);
  return message;
}
