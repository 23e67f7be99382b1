/** The shape every locale's file of a namespace must have: the English file's keys, each a string. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** A namespace file's content, whatever its keys. */
export type MessageTree = { readonly [key: string]: string | MessageTree };
