/**
 * Demo data uses reserved names (RFC 2606) for every host, so generated profiles, emails and links
 * can never point at a real site or a real person's address.
 */
export const DEMO_PROFILE_HOST = "www.pnet.example";
export const DEMO_COMPANY_HOST = "pnet.example";
export const DEMO_EMAIL_SUFFIX = "example.com";
export const PERSONAL_EMAIL_DOMAINS = ["example.net", "example.org", "mail.example", "inbox.example"];
