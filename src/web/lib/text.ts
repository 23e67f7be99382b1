/** The words of a text that may carry markup, on one line, with entities such as &amp; decoded. */
export function plainText(text: string): string {
  const withoutTags = text.replace(/<[^>]*>/g, ' ');
  // A parsed document is inert (no scripts run, nothing loads); the tags are gone already anyway.
  const decoded =
    typeof DOMParser === 'undefined'
      ? withoutTags
      : (new DOMParser().parseFromString(withoutTags, 'text/html').body.textContent ?? withoutTags);
  return decoded.replace(/\s+/g, ' ').trim();
}
