// What the comparison needs to know of a saved configuration besides its code's own answer: the name and
// machine the list shows for it (a code opened by address alone has neither).
export type CompareSide = {
  code: string;
  /** the machine's slug; empty when the list does not hold the code (the comparison asks the server) */
  slug: string;
  machine: string | null;
  name: string | null;
};
