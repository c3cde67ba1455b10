/** Small builders of JSON Schema objects for the public document's components (./records.ts). */
export type Schema = Record<string, unknown>;

export const nullable = (type: string, extra: Schema = {}): Schema => ({ type: [type, "null"], ...extra });
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
/** An object whose properties are all required unless `required` says which. */
export const object = (
  properties: Record<string, Schema>,
  required = Object.keys(properties),
  extra: Schema = {},
): Schema => ({
  type: "object",
  required,
  properties,
  ...extra,
});
export const unixSeconds = { type: "integer", description: "Unix seconds" };
