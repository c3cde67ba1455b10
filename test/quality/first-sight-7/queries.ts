/**
 * Round 7's queries, labelled over latent facts (./labels.ts) before any was run. Three styles none
 * of rounds 1-6 used: (a) asks for people pasted from team chat and social posts (hashtags,
 * @mentions, emoji, "pls", "DM me", thread replies, the ask buried in chatter, shouted CAPS), (b) a
 * headhunter's shortlist spec in British idiom ("read X at", "a first from", "currently sits at",
 * "based out of", "in post since", "bar juniors", "not from X please"), (c) dates and durations in
 * numeric and shorthand formats ("03/2021 or later", "after Q2 2022", "since '19", "5y+", "3-6 yrs",
 * "<3y tenure", "2018-2021 at X"). A judgement call is commented above its query.
 */
import {
  DACH,
  EUROPE,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  leader,
  leftIn,
  MID_UP,
  NA,
  type SeventhQuery,
  studied,
  sw,
  UKI,
  yearsBetween,
} from "./labels.ts";

/** The EU members the data has (no GB, no CH). */
const EU = EUROPE.filter((c) => c !== "GB" && c !== "CH");

export const QUERIES: SeventhQuery[] = [
  // ---- (a) chat: criteria carried by hashtags and @mentions ----
  // "DevOps/SRE folks": the devops family (SREs are in it); "#hiring" is a topic, not a criterion.
  {
    class: "chat_hashtags",
    query: "#hiring #devops #berlin — anyone know good DevOps/SRE folks? 🙏 DM me",
    relevant: (l) => ic(l, ["devops"]) && inCity(l, ["berlin"]),
  },
  {
    class: "chat_hashtags",
    query: "@here looking for a #productdesigner in #London 🎨 Figma is a must!! pls share",
    relevant: (l) => ic(l, ["design"]) && inCity(l, ["london"]) && hasSkill(l, "figma"),
  },
  // "#python" in a list of hashtags may be a topic tag rather than a requirement: ML engineers in
  // those cities without Python are `maybe`.
  {
    class: "chat_hashtags",
    query:
      "anyone in my network know #MachineLearning engineers in #Bengaluru or #Mumbai? #hiring #python 🙏🙏",
    relevant: (l) => ic(l, ["ml"]) && inCity(l, ["bengaluru", "mumbai"]) && hasSkill(l, "python"),
    maybe: (l) => ic(l, ["ml"]) && inCity(l, ["bengaluru", "mumbai"]),
  },
  // "#talentacquisition" is the recruiting family again, not a further criterion.
  {
    class: "chat_hashtags",
    query: "Any #recruiters in #Amsterdam or #TheHague open to a chat? pls RT 🙌 #talentacquisition",
    relevant: (l) => ic(l, ["recruiting"]) && inCity(l, ["amsterdam", "the_hague"]),
  },
  // "Sr./Staff" is the senior level; "#tensorflow a plus" is a preference, not judged.
  {
    class: "chat_hashtags",
    query:
      "@channel we need Sr./Staff data scientists in #Paris, #Madrid or #Amsterdam 🇪🇺 — #tensorflow a plus, DM me!",
    relevant: (l) => ic(l, ["data_science"], ["senior"]) && inCity(l, ["paris", "madrid", "amsterdam"]),
  },
  // "#VPEngineering or #CTO types": engineering VPs and chiefs; "#startups" is a topic.
  {
    class: "chat_hashtags",
    query: "who's got intros to #VPEngineering or #CTO types in #NYC / #SF? 🚀 #startups",
    relevant: (l) => leader(l, "engineering", ["vp", "chief"]) && inCity(l, ["new_york", "san_francisco"]),
  },
  // "Salesforce pros" is a requirement (the only qualification the post states).
  {
    class: "chat_hashtags",
    query: "🚨 #hiring Account Execs anywhere in North America 🇺🇸🇨🇦 — Salesforce pros pls DM 📩",
    relevant: (l) => ic(l, ["account_exec"]) && inCountry(l, NA) && hasSkill(l, "salesforce"),
  },

  // ---- (a) chat: the ask buried in chatter or a thread reply ----
  // "+1, also need": the message it answers is not in the text; only the senior PM is asked.
  {
    class: "chat_buried",
    query: "+1, also need a senior PM anywhere in Portugal or Spain if anyone has names 🙏",
    relevant: (l) => ic(l, ["product"], ["senior"]) && inCountry(l, ["PT", "ES"]),
  },
  // "our data eng lead just left" is context: any level of data engineer.
  {
    class: "chat_buried",
    query:
      "happy friday all 🎉 quick one — our data eng lead just left 😭 so if anyone knows data engineers in Germany who do GCP pls DM me, tysm!!",
    relevant: (l) => ic(l, ["data_eng"]) && inCountry(l, ["DE"]) && hasSkill(l, "gcp"),
  },
  // "QA automation person": the QA family; "java preferred, not a must" is not judged.
  {
    class: "chat_buried",
    query:
      "lol this thread 😂 anyway — does anyone have a QA automation person in Warsaw, Kraków or Prague? java preferred, not a must",
    relevant: (l) => ic(l, ["qa"]) && inCity(l, ["warsaw", "krakow", "prague"]),
  },
  // "scaling the sales team across EMEA" is context; the cities are the ask.
  {
    class: "chat_buried",
    query:
      "🧵 1/ we're scaling the sales team across EMEA 📈 2/ need Sales Directors or VPs of Sales based in London, Paris or Dublin 3/ DMs open 🙌",
    relevant: (l) => leader(l, "sales", ["director", "vp"]) && inCity(l, ["london", "paris", "dublin"]),
  },
  // "Go + Postgres": both; "any seniority": every IC level.
  {
    class: "chat_buried",
    query:
      "replying to @maria: same here!! also looking for backend devs w/ Go + Postgres anywhere in Europe, any seniority 🙏",
    relevant: (l) =>
      sw(l, ["backend"]) && inCountry(l, EUROPE) && hasSkill(l, "go") && hasSkill(l, "postgresql"),
  },
  // "ideally AWS" is a preference.
  {
    class: "chat_buried",
    query:
      "ok ignoring the drama above 🙃 — who knows security engineers in Tel Aviv or London? ideally AWS, pls share, will buy coffee ☕",
    relevant: (l) => ic(l, ["security"]) && inCity(l, ["tel_aviv", "london"]),
  },
  // "mobile devs (iOS/Android)": the mobile family; "#jobs" is a topic; React Native is welcome, not required.
  {
    class: "chat_buried",
    query:
      "sorry for the cross-post 🙈 #jobs — any mobile devs (iOS/Android) in São Paulo or Lisbon? React Native folks esp. welcome. pls share 🙏",
    relevant: (l) => ic(l, ["mobile"]) && inCity(l, ["sao_paulo", "lisbon"]),
  },

  // ---- (a) chat: shouted asks and exclusions ----
  // "NOT recruiters" in a hiring post is "recruiters, don't answer": a recruiter result has what the
  // post excluded (inverted), as does a junior backend engineer.
  {
    class: "chat_caps_not",
    query: "URGENT!! need SENIOR backend engineers in MUNICH or BERLIN — NOT juniors, NOT recruiters pls 🙏",
    relevant: (l) => sw(l, ["backend"], ["senior"]) && inCity(l, ["munich", "berlin"]),
    inverted: (l) => sw(l, ["backend"], ["junior"]) || ic(l, ["recruiting"]),
  },
  {
    class: "chat_caps_not",
    query:
      "pls share!! looking for Data Analysts anywhere in Sweden or Denmark — mid-level ONLY, NO juniors 🙏",
    relevant: (l) => ic(l, ["data_analysis"], ["mid"]) && inCountry(l, ["SE", "DK"]),
    inverted: (l) => ic(l, ["data_analysis"], ["junior"]),
  },
  // "NOT Papaya Pay people": not at Papaya Pay now (the client's staff); an earlier job there is fine.
  {
    class: "chat_caps_not",
    query:
      "ANYONE know a Head of Product or VP Product in Germany?? NOT Papaya Pay people (they're our client) 🙏🙏",
    relevant: (l) =>
      leader(l, "product", ["head", "vp"]) && inCountry(l, ["DE"]) && l.employer !== "Papaya Pay",
    inverted: (l) => leader(l, "product", ["head", "vp"]) && l.employer === "Papaya Pay",
  },
  // "EU only": the EU members the data has; Switzerland is `maybe` (casual "EU" often means Europe);
  // the UK is excluded twice over and inverted.
  {
    class: "chat_caps_not",
    query: "need 2 fullstack devs ASAP!!! React + Node, EU only — NOT in the UK tho 🙏 tysm",
    relevant: (l) =>
      sw(l, ["fullstack"]) && inCountry(l, EU) && hasSkill(l, "react") && hasSkill(l, "nodejs"),
    maybe: (l) =>
      sw(l, ["fullstack"]) && inCountry(l, ["CH"]) && hasSkill(l, "react") && hasSkill(l, "nodejs"),
    inverted: (l) => sw(l, ["fullstack"]) && inCountry(l, ["GB"]),
  },
  // "hands-on mgrs ONLY": engineering managers; directors and VPs are inverted (heads and CTOs are
  // merely wrong). Re-scoped before measuring: first written for Amsterdam, The Hague, Brussels or
  // Paris, 8 true matches at 12,000 / 11 (counts-before-rescope-12000-11.txt); Berlin and Munich added.
  {
    class: "chat_caps_not",
    query:
      "DM me if you know Eng Managers in Amsterdam, The Hague, Brussels, Paris, Berlin or Munich — NO directors or VPs, hands-on mgrs ONLY!! 🙏",
    relevant: (l) =>
      leader(l, "engineering", ["manager"]) &&
      inCity(l, ["amsterdam", "the_hague", "brussels", "paris", "berlin", "munich"]),
    inverted: (l) => leader(l, "engineering", ["director", "vp"]),
  },
  // "NO ex-Kestrel Health folks (non-solicit)": Kestrel Health as the earlier employer is inverted;
  // someone at Kestrel Health now is `maybe` (a non-solicit would cover them too, but the post says "ex-").
  {
    class: "chat_caps_not",
    query:
      "STOP scrolling 🛑 we're hiring ML engineers w/ TensorFlow in Zurich or Munich, but NO ex-Kestrel Health folks pls (non-solicit) 🙏",
    relevant: (l) =>
      ic(l, ["ml"]) &&
      hasSkill(l, "tensorflow") &&
      inCity(l, ["zurich", "munich"]) &&
      l.past !== "Kestrel Health" &&
      l.employer !== "Kestrel Health",
    maybe: (l) =>
      ic(l, ["ml"]) &&
      hasSkill(l, "tensorflow") &&
      inCity(l, ["zurich", "munich"]) &&
      l.past !== "Kestrel Health",
    inverted: (l) => ic(l, ["ml"]) && l.past === "Kestrel Health",
  },

  // ---- (b) British shortlist: schools and degrees ----
  // "read Computer Science at": studied there (no field of study in the data); "software engineers" any specialty.
  {
    class: "uk_education",
    query:
      "Shortlist: software engineers based in London who read Computer Science at Oxford or Cambridge, any level. CVs to follow.",
    relevant: (l) => ic(l, ["software"]) && inCity(l, ["london"]) && studied(l, "oxford", "cambridge"),
  },
  // "a first from Cambridge": studied at Cambridge with a bachelor's (the class of degree is not in the
  // data; without a recorded bachelor's it is `maybe`); "a DPhil from Oxford": a PhD and Oxford.
  // "Greater London ideally but not essential" is a preference.
  {
    class: "uk_education",
    query:
      "Data scientists with a first from Cambridge or a DPhil from Oxford; Greater London ideally but not essential.",
    relevant: (l) =>
      ic(l, ["data_science"]) &&
      ((studied(l, "cambridge") && hasDegree(l, "bachelor")) ||
        (studied(l, "oxford") && hasDegree(l, "phd"))),
    maybe: (l) => ic(l, ["data_science"]) && studied(l, "cambridge"),
  },
  // "Fresh grads ... junior software engineers": the junior level; IIT Bombay "would be lovely" is a preference.
  {
    class: "uk_education",
    query:
      "Fresh grads for our graduate scheme: junior software engineers based out of Bengaluru, Mumbai or Chennai. A B.Tech from IIT Bombay would be lovely.",
    relevant: (l) => ic(l, ["software"], ["junior"]) && inCity(l, ["bengaluru", "mumbai", "chennai"]),
  },
  // "(INSEAD, LBS or similar)": any MBA (neither school is in the data; "or similar" widens to all).
  {
    class: "uk_education",
    query: "Product managers holding an MBA (INSEAD, LBS or similar), based out of anywhere in Europe.",
    relevant: (l) => ic(l, ["product"]) && hasDegree(l, "mba") && inCountry(l, EUROPE),
  },
  // Imperial, UCL and Edinburgh are not in the data (nobody); "Oxbridge" is Oxford or Cambridge; the
  // "2:1 or better" grade is not in the data.
  {
    class: "uk_education",
    query:
      "Backend developers with a 2:1 or better from Imperial, UCL or Edinburgh; happy to consider Oxbridge too.",
    relevant: (l) => sw(l, ["backend"]) && studied(l, "oxford", "cambridge"),
  },
  // "UX or product designers": the design family; "read Design at": studied there.
  {
    class: "uk_education",
    query:
      "UX or product designers who read Design at Politecnico di Milano or the University of Amsterdam, degree-level. CV please.",
    relevant: (l) => ic(l, ["design"]) && studied(l, "polimi", "uva"),
  },
  // "a master's or above": master, MBA (a master's degree) or PhD.
  {
    class: "uk_education",
    query:
      "Postgraduates only: data engineers with a master's or above (MSc, MEng, PhD), based out of Greater London or Dublin.",
    relevant: (l) =>
      ic(l, ["data_eng"]) && hasDegree(l, "master", "mba", "phd") && inCity(l, ["london", "dublin"]),
  },

  // ---- (b) British shortlist: where they sit now, and for how long ----
  // "Java developers" is the software family with Java (round 6's "python developers"); other
  // engineering ICs at the senior level with Java are `maybe`.
  {
    class: "uk_current_role",
    query: "Senior Java developers who currently sit at Quillon Systems or Lumen Grid. CVs please.",
    relevant: (l) =>
      ic(l, ["software"], ["senior"]) &&
      hasSkill(l, "java") &&
      ["Quillon Systems", "Lumen Grid"].includes(l.employer),
    maybe: (l) =>
      ic(l, ["mobile", "qa"], ["senior"]) &&
      hasSkill(l, "java") &&
      ["Quillon Systems", "Lumen Grid"].includes(l.employer),
  },
  // "qualified accountants": the accounting family; "in post at least four years": >= 48 months at the current employer.
  {
    class: "uk_current_role",
    query: "Qualified accountants, in post at least four years, based in London or Dublin.",
    relevant: (l) => ic(l, ["accounting"]) && l.tenure >= 48 && inCity(l, ["london", "dublin"]),
  },
  // "in post since 2022 or before": the current job started in 2022 or earlier.
  {
    class: "uk_current_role",
    query: "Recruiters currently sat at Harbor & Finch or Vantablue, in post since 2022 or before.",
    relevant: (l) =>
      ic(l, ["recruiting"]) && ["Harbor & Finch", "Vantablue"].includes(l.employer) && l.since <= 2022,
  },
  {
    class: "uk_current_role",
    query:
      "Sales engineers based out of Bengaluru or Mumbai who've done three years or more at their current firm.",
    relevant: (l) => ic(l, ["sales_eng"]) && inCity(l, ["bengaluru", "mumbai"]) && l.tenure >= 36,
  },
  {
    class: "uk_current_role",
    query:
      "Heads of Engineering or Engineering Directors currently sat at Cobalt Works, Tessellate AG or Bluefin Data, anywhere in Europe.",
    relevant: (l) =>
      leader(l, "engineering", ["head", "director"]) &&
      ["Cobalt Works", "Tessellate AG", "Bluefin Data"].includes(l.employer) &&
      inCountry(l, EUROPE),
  },
  // "Mid-weight marketing executives": the British job title, the marketing family's mid level (not an
  // executive level).
  {
    class: "uk_current_role",
    query: "Mid-weight marketing executives based out of Paris, Madrid or Milan.",
    relevant: (l) => ic(l, ["marketing"], ["mid"]) && inCity(l, ["paris", "madrid", "milan"]),
  },
  {
    class: "uk_current_role",
    query:
      "DevOps engineers who've done five years or more at their current firm, based out of anywhere in India.",
    relevant: (l) => ic(l, ["devops"]) && l.tenure >= 60 && inCountry(l, ["IN"]),
  },

  // ---- (b) British shortlist: what is not wanted ----
  // "no one more senior than Head of Engineering": engineering managers and heads; directors `maybe`;
  // VPs and CTOs are inverted.
  {
    class: "uk_exclusions",
    query:
      "Engineering leadership for a scale-up: no one more senior than Head of Engineering please, based out of London or Berlin.",
    relevant: (l) => leader(l, "engineering", ["manager", "head"]) && inCity(l, ["london", "berlin"]),
    maybe: (l) => leader(l, "engineering", ["director"]) && inCity(l, ["london", "berlin"]),
    inverted: (l) => leader(l, "engineering", ["vp", "chief"]),
  },
  // "not from Minerva Analytics please": not at Minerva Analytics now; an earlier job there is fine.
  {
    class: "uk_exclusions",
    query:
      "Data engineers, not from Minerva Analytics please, based in the Netherlands or Belgium, any level.",
    relevant: (l) => ic(l, ["data_eng"]) && inCountry(l, ["NL", "BE"]) && l.employer !== "Minerva Analytics",
    inverted: (l) => ic(l, ["data_eng"]) && l.employer === "Minerva Analytics",
  },
  // "anyone bar juniors": mid and senior; junior account executives are inverted.
  {
    class: "uk_exclusions",
    query: "Account executives, anyone bar juniors, based out of Greater London.",
    relevant: (l) => ic(l, ["account_exec"], MID_UP) && inCity(l, ["london"]),
    inverted: (l) => ic(l, ["account_exec"], ["junior"]),
  },
  {
    class: "uk_exclusions",
    query:
      "Frontend developers in Warsaw, Kraków or Prague, but nobody who's ever been at Vantablue (current or previous).",
    relevant: (l) =>
      sw(l, ["frontend"]) &&
      inCity(l, ["warsaw", "krakow", "prague"]) &&
      l.employer !== "Vantablue" &&
      l.past !== "Vantablue",
    inverted: (l) => sw(l, ["frontend"]) && (l.employer === "Vantablue" || l.past === "Vantablue"),
  },
  // "SREs": the devops family (site reliability is one of its titles); "Senior SREs" its senior level.
  {
    class: "uk_exclusions",
    query: "Senior SREs anywhere in Europe except the UK and Ireland.",
    relevant: (l) =>
      ic(l, ["devops"], ["senior"]) &&
      inCountry(
        l,
        EUROPE.filter((c) => !UKI.includes(c)),
      ),
    inverted: (l) => ic(l, ["devops"]) && inCountry(l, UKI),
  },
  {
    class: "uk_exclusions",
    query: "Sales directors across Europe, excluding anyone currently sat at Tessellate AG or Lumen Grid.",
    relevant: (l) =>
      leader(l, "sales", ["director"]) &&
      inCountry(l, EUROPE) &&
      !["Tessellate AG", "Lumen Grid"].includes(l.employer),
    inverted: (l) => leader(l, "sales", ["director"]) && ["Tessellate AG", "Lumen Grid"].includes(l.employer),
  },

  // ---- (c) dates: when the current job started ----
  // "03/2021 or later": jobs start in January, so a 2021 start is before March 2021: 2022 on.
  {
    class: "date_start",
    query: "backend engineers, started current role 03/2021 or later, Berlin/Munich",
    relevant: (l) => sw(l, ["backend"]) && l.since >= 2022 && inCity(l, ["berlin", "munich"]),
  },
  // "after Q2 2022": a January 2022 start is not after Q2 2022: 2023 on.
  {
    class: "date_start",
    query: "data scientists, joined current co. after Q2 2022, London or Paris",
    relevant: (l) => ic(l, ["data_science"]) && l.since >= 2023 && inCity(l, ["london", "paris"]),
  },
  // "in role since '19 or earlier": the current job started in 2019 or before.
  {
    class: "date_start",
    query: "PMs in role since '19 or earlier, NYC or SF",
    relevant: (l) => ic(l, ["product"]) && l.since <= 2019 && inCity(l, ["new_york", "san_francisco"]),
  },
  // "mid-2020 or later": a January 2020 start is before mid-2020: 2021 on.
  {
    class: "date_start",
    query: "devops/SRE, start date in current job mid-2020 or later, DE/AT/CH",
    relevant: (l) => ic(l, ["devops"]) && l.since >= 2021 && inCountry(l, DACH),
  },
  {
    class: "date_start",
    query: "Eng managers, current job started 2020–2022 (inclusive)",
    relevant: (l) => leader(l, "engineering", ["manager"]) && l.since >= 2020 && l.since <= 2022,
  },
  {
    class: "date_start",
    query: "recruiters, current job start 2024+, anywhere in Europe",
    relevant: (l) => ic(l, ["recruiting"]) && l.since >= 2024 && inCountry(l, EUROPE),
  },
  {
    class: "date_start",
    query: "Sales Engineers w/ current-role start date ≥ 01/2023, US-based",
    relevant: (l) => ic(l, ["sales_eng"]) && l.since >= 2023 && inCountry(l, ["US"]),
  },

  // ---- (c) durations: months of experience and of tenure ----
  // "Android/iOS devs": the mobile family.
  {
    class: "date_ranges",
    query: "Android/iOS devs, 5y+ exp, Bengaluru or Mumbai",
    relevant: (l) => ic(l, ["mobile"]) && l.months >= 60 && inCity(l, ["bengaluru", "mumbai"]),
  },
  // "3-6 yrs": 36 <= months < 84 (the protocol's range convention).
  {
    class: "date_ranges",
    query: "data engineers, 3-6 yrs experience, Poland or Czechia",
    relevant: (l) => ic(l, ["data_eng"]) && yearsBetween(l, 3, 6) && inCountry(l, ["PL", "CZ"]),
  },
  {
    class: "date_ranges",
    query: "10+ YOE security engineers, anywhere in Europe",
    relevant: (l) => ic(l, ["security"]) && l.months >= 120 && inCountry(l, EUROPE),
  },
  // "SWEs (any stack)": the software family, every specialty; "<3y tenure": < 36 months at the current employer.
  {
    class: "date_ranges",
    query: "SWEs (any stack) with <3y tenure, London/Paris",
    relevant: (l) => ic(l, ["software"]) && l.tenure < 36 && inCity(l, ["london", "paris"]),
  },
  {
    class: "date_ranges",
    query: "product designers, tenure 4y+, Berlin or Munich",
    relevant: (l) => ic(l, ["design"]) && l.tenure >= 48 && inCity(l, ["berlin", "munich"]),
  },
  // "18mo-5y": 18 <= months < 72 (the upper bound as in "a-b yrs").
  {
    class: "date_ranges",
    query: "accountants, 18mo-5y exp, Germany",
    relevant: (l) => ic(l, ["accounting"]) && l.months >= 18 && l.months < 72 && inCountry(l, ["DE"]),
  },
  {
    class: "date_ranges",
    query: "VP Eng / CTO, 15y+ exp, US or Canada",
    relevant: (l) => leader(l, "engineering", ["vp", "chief"]) && l.months >= 180 && inCountry(l, NA),
  },

  // ---- (c) dates at employers: earlier jobs written as CV ranges ----
  // "2018-2021 at Northwind Labs": an earlier job there from 2018, last worked in 2021 (ended January
  // 2022); an earlier Northwind Labs job overlapping those years otherwise is `maybe`. "now
  // elsewhere": a software engineer at Northwind Labs now is inverted.
  {
    class: "date_employers",
    query: "SWEs: 2018-2021 at Northwind Labs, now elsewhere",
    relevant: (l) =>
      ic(l, ["software"]) &&
      l.past === "Northwind Labs" &&
      l.pastFrom === 2018 &&
      l.since === 2022 &&
      l.employer !== "Northwind Labs",
    maybe: (l) =>
      ic(l, ["software"]) &&
      l.past === "Northwind Labs" &&
      (l.pastFrom ?? 9999) <= 2021 &&
      l.since >= 2019 &&
      l.employer !== "Northwind Labs",
    inverted: (l) => ic(l, ["software"]) && l.employer === "Northwind Labs",
  },
  // "left 2022 or later": the earlier job ended (the current one started) in 2022 or later.
  {
    class: "date_employers",
    query: "AEs ex-Papaya Pay (left 2022 or later), now somewhere else",
    relevant: (l) =>
      ic(l, ["account_exec"]) && leftIn(l, "Papaya Pay", 2022, 2026) && l.employer !== "Papaya Pay",
    inverted: (l) => ic(l, ["account_exec"]) && l.employer === "Papaya Pay",
  },
  // "pre-2020": the earlier job ended in 2019 or before.
  {
    class: "date_employers",
    query: "Sr backend/fullstack devs who left Orbital Freight pre-2020, now elsewhere",
    relevant: (l) =>
      sw(l, ["backend", "fullstack"], ["senior"]) &&
      leftIn(l, "Orbital Freight", 0, 2019) &&
      l.employer !== "Orbital Freight",
    inverted: (l) => sw(l, ["backend", "fullstack"]) && l.employer === "Orbital Freight",
  },
  // "DS/DA": data scientists and data analysts; "start date ≤ 2021": the current job started in 2021 or before.
  {
    class: "date_employers",
    query: "DS/DA at Cobalt Works w/ start date ≤ 2021",
    relevant: (l) =>
      ic(l, ["data_science", "data_analysis"]) && l.employer === "Cobalt Works" && l.since <= 2021,
  },
  // "alumni (left ≥ 2023)": Tessellate AG as the earlier employer, left 2023 or later; at Tessellate AG now is inverted.
  {
    class: "date_employers",
    query: "Tessellate AG alumni (left ≥ 2023), now PMs somewhere else",
    relevant: (l) =>
      ic(l, ["product"]) && leftIn(l, "Tessellate AG", 2023, 2026) && l.employer !== "Tessellate AG",
    inverted: (l) => ic(l, ["product"]) && l.employer === "Tessellate AG",
  },
  // "ML / DS / data eng folks": those three families; "7-10 YOE": 84 <= months < 132.
  {
    class: "date_employers",
    query: "ML / DS / data eng folks with Kestrel Health as the previous employer and 7-10 YOE",
    relevant: (l) =>
      ic(l, ["ml", "data_science", "data_eng"]) && l.past === "Kestrel Health" && yearsBetween(l, 7, 10),
  },
];
