/**
 * Answers that say what they cost: the credits charged travel in the X-Credits-Charged header
 * (docs/api.md), beside the body. Spelled once here so that every such answer names it alike.
 */
export const creditsHeader = (charged: number) => ({ "X-Credits-Charged": String(charged) });

/** A body and the credits it cost, as the routes answer it (headers set, body returned). */
export function chargedAnswer<B>(charged: number, body: B) {
  return { headers: creditsHeader(charged), body };
}
