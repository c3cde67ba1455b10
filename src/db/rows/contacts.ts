/** Contact lookups as both engines key them. */
import { emailKey, phoneKey } from "../../domain/keys.ts";

/** The lookup key of an email (lower case) or phone (digits) as contacts rows hold it; "" when there is none. */
export const contactLookupKey = (type: "email" | "phone", value: string) =>
  type === "email" ? emailKey(value) : phoneKey(value);
