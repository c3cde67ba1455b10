/**
 * Round 18, style 1: social-media and job-board posts (hashtags, emoji, flags, "📍City", "🚫 X",
 * all-caps words), as people paste them from a feed into the search box. Classes: the role a post
 * asks (`post_role`), its place (`post_place`), its skill hashtags (`post_skill`). 16 of 20 exclude.
 */
import {
  androidTitled,
  atLevel,
  developer,
  type EighteenthQuery,
  EUROPE,
  engineerIC,
  engLeaderAt,
  founder,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  MID_UP,
  oneOf,
  otherEngineer,
  placedOutside,
  placedOutsideCity,
  swe,
  unplaced,
} from "./labels.ts";

export const POST_QUERIES: EighteenthQuery[] = [
  // Backend specialty only; full-stack `maybe` (they do backend work), the generic "Software Engineer" wrong.
  {
    class: "post_role",
    query: "🚀 #hiring Backend Engineers 📍Berlin 🚫 juniors",
    relevant: (l) => swe(l, "backend") && atLevel(l, ...MID_UP) && inCity(l, "berlin"),
    maybe: (l) => swe(l, "fullstack") && atLevel(l, ...MID_UP) && inCity(l, "berlin"),
    inverted: (l) => swe(l, "backend") && junior(l) && inCity(l, "berlin"),
  },
  // Heads of engineering `maybe` (a head of a small function manages ICs directly); VPs and CTOs inverted.
  {
    class: "post_role",
    query:
      "👋 Who knows a great Engineering Manager based in Europe?? #leadership — not looking for VPs or CTOs",
    relevant: (l) => engLeaderAt(l, "manager") && inCountry(l, ...EUROPE),
    maybe: (l) => engLeaderAt(l, "head") && inCountry(l, ...EUROPE),
    inverted: (l) => engLeaderAt(l, "vp", "chief") && inCountry(l, ...EUROPE),
  },
  {
    class: "post_role",
    query: "📣 Data Scientists wanted 🇮🇳 — NOT data analysts!",
    relevant: (l) => ic(l, "data_science") && inCountry(l, "IN"),
    inverted: (l) => ic(l, "data_analysis") && inCountry(l, "IN"),
  },
  // "NO SDRs" names nobody the data has; "no juniors" inverts the junior AEs of the two cities.
  {
    class: "post_role",
    query: "⚡️URGENT⚡️ Account Executives 📍NYC or SF — NO SDRs, no juniors",
    relevant: (l) => ic(l, "account_exec") && atLevel(l, ...MID_UP) && inCity(l, "new_york", "san_francisco"),
    inverted: (l) => ic(l, "account_exec") && junior(l) && inCity(l, "new_york", "san_francisco"),
  },
  // "Seniors only": the senior designers; juniors (the opposite) inverted, mids wrong.
  {
    class: "post_role",
    query: "Calling all UX folks 🎨 #UXDesign #ProductDesign — Europe-based, seniors only 🙏",
    relevant: (l) => ic(l, "design") && atLevel(l, "senior") && inCountry(l, ...EUROPE),
    inverted: (l) => ic(l, "design") && junior(l) && inCountry(l, ...EUROPE),
  },
  {
    class: "post_role",
    query: "🔔 #TalentAcquisition people in 🇵🇹 — mid or senior, juniors can pass 🙅",
    relevant: (l) => ic(l, "recruiting") && atLevel(l, ...MID_UP) && inCountry(l, "PT"),
    inverted: (l) => ic(l, "recruiting") && junior(l) && inCountry(l, "PT"),
  },
  // "VPs of Eng" the engineering VPs, "CTOs" the chiefs; founders (some titled "Co-founder & CEO") inverted.
  {
    class: "post_role",
    query: "CTOs & VPs of Eng 👑 in the 🇺🇸 — founders need not reply 🙃",
    relevant: (l) => engLeaderAt(l, "vp", "chief") && inCountry(l, "US"),
    inverted: (l) => founder(l) && inCountry(l, "US"),
  },
  // "Software Engineers" the software ICs but frontend; mobile `maybe`; "(m/w/d)" adds nothing.
  {
    class: "post_place",
    query: "📍München | Software Engineers (m/w/d) ✨ — no frontend please",
    relevant: (l) => swe(l) && l.specialty !== "frontend" && inCity(l, "munich"),
    maybe: (l) => ic(l, "mobile") && inCity(l, "munich"),
    inverted: (l) => swe(l, "frontend") && inCity(l, "munich"),
  },
  {
    class: "post_place",
    query: "Data Engineers 📍Lisbon or 📍Porto 🇵🇹 — who's free for a coffee? ☕",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "lisbon", "porto"),
  },
  // "Engineers of any flavour": every engineering family's IC (civil / mechanical `maybe`); "managers" the engineering leaders.
  {
    class: "post_place",
    query: "📍Tel Aviv 🇮🇱 engineers of any flavour 🛠️ — but not managers",
    relevant: (l) => engineerIC(l) && inCity(l, "tel_aviv"),
    maybe: (l) => otherEngineer(l) && inCity(l, "tel_aviv"),
    inverted: (l) => engLeaderAt(l) && inCity(l, "tel_aviv"),
  },
  // Product and design ICs; product leaders `maybe` ("product people" may include the head of product).
  {
    class: "post_place",
    query: "Who do we know in 🇯🇵 Tokyo? Product or design people 🙏 #tokyo",
    relevant: (l) => ic(l, "product", "design") && inCity(l, "tokyo"),
    maybe: (l) => leader(l, "product") && inCity(l, "tokyo"),
  },
  {
    class: "post_place",
    query: "🇧🇷 São Paulo folks — any data analysts or data engineers? 📊 NOT data scientists",
    relevant: (l) => ic(l, "data_analysis", "data_eng") && inCity(l, "sao_paulo"),
    inverted: (l) => ic(l, "data_science") && inCity(l, "sao_paulo"),
  },
  // Marketing ICs from mid up; marketing managers `maybe` ("marketing peeps"); juniors inverted.
  {
    class: "post_place",
    query: "📍Paris 🇫🇷 marketing peeps 📣 #growth #content — no interns, no juniors",
    relevant: (l) => ic(l, "marketing") && atLevel(l, ...MID_UP) && inCity(l, "paris"),
    maybe: (l) => leader(l, "marketing") && inCity(l, "paris"),
    inverted: (l) => ic(l, "marketing") && junior(l) && inCity(l, "paris"),
  },
  // Two skill hashtags ask both; one of the two `maybe`.
  {
    class: "post_skill",
    query: "#golang #k8s engineers 📍Europe 🇪🇺 — DM open 📩",
    relevant: (l) => engineerIC(l) && hasAllSkills(l, "go", "kubernetes") && inCountry(l, ...EUROPE),
    maybe: (l) => engineerIC(l) && oneOf(l, "go", "kubernetes") && inCountry(l, ...EUROPE),
  },
  // ML ICs with both skills outside the US; without a place, or data scientists with both, `maybe`.
  {
    class: "post_skill",
    query: "#Python #TensorFlow 🧠 ML engineers — 📍anywhere but 🇺🇸",
    relevant: (l) => ic(l, "ml") && hasAllSkills(l, "python", "tensorflow") && placedOutside(l, "US"),
    maybe: (l) =>
      hasAllSkills(l, "python", "tensorflow") &&
      ((ic(l, "ml") && unplaced(l)) || (ic(l, "data_science") && placedOutside(l, "US"))),
    inverted: (l) => ic(l, "ml") && hasAllSkills(l, "python", "tensorflow") && inCountry(l, "US"),
  },
  {
    class: "post_skill",
    query: "#React devs 👩‍💻 Warsaw/Kraków 🇵🇱 — ❌ no juniors this time",
    relevant: (l) =>
      developer(l) && hasSkill(l, "react") && atLevel(l, ...MID_UP) && inCity(l, "warsaw", "krakow"),
    inverted: (l) => developer(l) && hasSkill(l, "react") && junior(l) && inCity(l, "warsaw", "krakow"),
  },
  // "DevOps/SRE" the DevOps family's ICs; Germany outside Berlin; Berlin inverted.
  {
    class: "post_skill",
    query: "#Terraform 🛠️ DevOps/SRE people in 🇩🇪 — not Berlin this time 🙅",
    relevant: (l) =>
      ic(l, "devops") && hasSkill(l, "terraform") && inCountry(l, "DE") && placedOutsideCity(l, "berlin"),
    inverted: (l) => ic(l, "devops") && hasSkill(l, "terraform") && inCity(l, "berlin"),
  },
  // AEs without Salesforce listed `maybe` (15 % of profiles list no skills); every sales engineer there inverted.
  {
    class: "post_skill",
    query: "#SFDC AEs 💼 🇬🇧🇮🇪 — sales engineers, not this time",
    relevant: (l) => ic(l, "account_exec") && hasSkill(l, "salesforce") && inCountry(l, "GB", "IE"),
    maybe: (l) => ic(l, "account_exec") && !hasSkill(l, "salesforce") && inCountry(l, "GB", "IE"),
    inverted: (l) => ic(l, "sales_eng") && inCountry(l, "GB", "IE"),
  },
  {
    class: "post_skill",
    query: "📊 #SQL #Excel data analysts 👉 🇪🇸🇵🇹 Madrid, Sevilla, Lisboa, Porto",
    relevant: (l) => ic(l, "data_analysis") && hasAllSkills(l, "sql", "excel") && inCountry(l, "ES", "PT"),
    maybe: (l) => ic(l, "data_analysis") && oneOf(l, "sql", "excel") && inCountry(l, "ES", "PT"),
  },
  // Software ICs with Java; other mobile ICs with Java `maybe` (iOS / "Mobile Developer"); Android-titled inverted.
  {
    class: "post_skill",
    query: "#Java ☕ devs 🇨🇿🇵🇱 — not Android folks 🙅",
    relevant: (l) => ic(l, "software") && hasSkill(l, "java") && inCountry(l, "CZ", "PL"),
    maybe: (l) => ic(l, "mobile") && !androidTitled(l) && hasSkill(l, "java") && inCountry(l, "CZ", "PL"),
    inverted: (l) => androidTitled(l) && inCountry(l, "CZ", "PL"),
  },
];
