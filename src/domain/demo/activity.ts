/**
 * What a demo person can be reached by and what they wrote: a work email in the employer's pattern,
 * maybe a personal one, maybe phones; profile and code links; posts with reactions from people
 * generated before them. Draws from the person's random stream in a fixed order.
 */
import type { Contact, Post, Reaction, ReactionType, Social } from "../model.ts";
import type { GazetteerCity } from "../vocab/index.ts";
import { emailLocal, phoneFor } from "./career.ts";
import type { DemoCompany } from "./companies.ts";
import { DEMO_PROFILE_HOST, PERSONAL_EMAIL_DOMAINS } from "./hosts.ts";
import { slug } from "./names.ts";
import { mix, type Rng } from "./rng.ts";
import { POST_TEMPLATES, REACTION_WEIGHTS } from "./tables.ts";

export interface ContactInput {
  first: string;
  last: string;
  pnetUrl: string;
  city: GazetteerCity;
  currentCompany: DemoCompany | null;
  /** Whether the person holds a current position. */
  working: boolean;
  isEngineer: boolean;
}

export function demoContacts(rng: Rng, p: ContactInput): { contacts: Contact[]; social: Social[] } {
  const { first, last, pnetUrl, city, currentCompany, isEngineer } = p;
  const current = p.working;
  const contacts: Contact[] = [];
  if (currentCompany?.website_domain && rng.chance(0.7)) {
    const verified = rng.chance(0.6);
    contacts.push({
      type: "email",
      value: `${emailLocal(currentCompany.email_pattern ?? "{first}.{last}", first, last)}@${currentCompany.website_domain}`,
      rating: verified ? rng.int(85, 100) : rng.int(55, 84),
      subType: verified ? "verified" : "work",
      provider: verified ? "database_bouncer_verified" : "database_verified",
    });
  }
  if (rng.chance(0.45)) {
    contacts.push({
      type: "email",
      value: `${slug(first, "")}${rng.chance(0.5) ? "." : ""}${slug(last, "")}${rng.chance(0.4) ? rng.int(1, 99) : ""}@${rng.pick(PERSONAL_EMAIL_DOMAINS)}`,
      rating: rng.int(60, 95),
      subType: "personal",
      provider: "database_verified",
    });
  }
  if (rng.chance(0.4)) {
    contacts.push({
      type: "phone",
      value: phoneFor(city.country_iso2, rng),
      rating: rng.int(50, 95),
      subType: "mobile",
      provider: "database_verified",
    });
  }
  if (current && rng.chance(0.08)) {
    contacts.push({
      type: "phone",
      value: phoneFor(currentCompany?.hq.country_iso2 ?? city.country_iso2, rng),
      rating: rng.int(40, 80),
      subType: "work_phone",
      provider: "database_verified",
    });
  }
  const social: Social[] = [{ link: pnetUrl, type: "pn", rating: 100 }];
  if (isEngineer && rng.chance(0.35))
    social.push({
      link: `https://code.example/${slug(first + last, "")}${rng.int(1, 999)}`,
      type: "gh",
      rating: rng.int(60, 95),
    });
  if (rng.chance(0.15))
    social.push({
      link: `https://social-b.example/${slug(first + last, "")}`,
      type: "tw",
      rating: rng.int(40, 90),
    });

  return { contacts, social };
}

export interface PostInput {
  seed: number;
  index: number;
  reference: Date;
  first: string;
  last: string;
  handle: string;
  pnetUrl: string;
  currentCompany: DemoCompany | null;
  fill: (template: string) => string;
  /** People generated before this one: who reacts. */
  recent: readonly { name: string; headline: string | null; url: string }[];
}

export function demoPosts(rng: Rng, p: PostInput): { post: Post; reactions: Reaction[] }[] {
  const { first, last, handle, pnetUrl, currentCompany, fill } = p;
  const world = { seed: p.seed, reference: p.reference };
  const index = p.index;
  const posts: { post: Post; reactions: Reaction[] }[] = [];
  if (rng.chance(0.12)) {
    const n = rng.int(1, 4);
    for (let k = 0; k < n; k++) {
      const postedAt = new Date(
        world.reference.getTime() - rng.int(1, 720) * 86_400_000 - rng.int(0, 86_399) * 1000,
      );
      const text = fill(rng.pick(POST_TEMPLATES));
      const reactors = p.recent.length
        ? rng.sample(p.recent, Math.min(p.recent.length, rng.logNormal(12, 0.9)))
        : [];
      const reactions: Reaction[] = reactors.map((r) => {
        const total = REACTION_WEIGHTS.reduce((s, [, w]) => s + w, 0);
        let x = rng.next() * total;
        let type: ReactionType = "like";
        for (const [t, w] of REACTION_WEIGHTS) {
          x -= w;
          if (x < 0) {
            type = t;
            break;
          }
        }
        return {
          profile: { name: r.name, headline: r.headline, pnet_url: r.url },
          reaction_type: type,
          timestamp: new Date(
            Math.min(world.reference.getTime(), postedAt.getTime() + rng.int(60, 14 * 86_400) * 1000),
          )
            .toISOString()
            .replace(/\.\d{3}Z$/, "Z"),
        };
      });
      const count = (t: ReactionType) => reactions.filter((r) => r.reaction_type === t).length;
      const postId = mix(world.seed, index, k, 0x5057);
      posts.push({
        post: {
          id: 0,
          person_id: null,
          url: `https://${DEMO_PROFILE_HOST}/posts/${handle}_activity-${postId}`,
          urn: `urn:li:activity:${postId}`,
          text,
          title: text.split(/[.!?]/)[0] ?? text,
          posted_at: postedAt.toISOString(),
          reposted: rng.chance(0.1),
          author: { firstName: first, lastName: last, username: handle, url: pnetUrl },
          counts: {
            totalReactionCount: reactions.length,
            likeCount: count("like"),
            appreciationCount: count("support"),
            empathyCount: count("love"),
            InterestCount: count("insightful"),
            praiseCount: count("celebrate"),
            commentsCount: rng.int(0, Math.max(1, Math.floor(reactions.length / 3))),
            repostsCount: rng.int(0, Math.max(1, Math.floor(reactions.length / 8))),
          },
          image: [],
          mentions: [],
          companyMentions:
            currentCompany && rng.chance(0.5)
              ? [
                  {
                    id: currentCompany.id,
                    name: currentCompany.name,
                    publicIdentifier: currentCompany.pnet_url?.split("/").pop() ?? "",
                    url: currentCompany.pnet_url ?? "",
                  },
                ]
              : [],
          isBrandPartnership: false,
        },
        reactions,
      });
    }
  }
  return posts;
}
