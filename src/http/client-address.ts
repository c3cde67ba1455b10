/** The address a request came from, as the listener saw it (the app itself has no socket). */
export const clientAddress = new WeakMap<Request, string>();
