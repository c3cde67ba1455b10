/**
 * The occupation linker's costs: loading the shipped taxonomy (time, memory) and linking one title
 * (p50, p95) over a mix of titles in several languages, each linked many times, and memory after
 * those links (a language's labels are decoded on its first link).
 *   npx bun bench/occupations.ts
 */
import { heapStats } from "bun:jsc";
import { linkTitle, occupations } from "../src/domain/occupations/index.ts";

const TITLES = [
  "Senior Software Engineer",
  "Softwareentwickler/Softwareentwicklerin (m/w/d)",
  "Ingeniera de software",
  "Jefe de cocina",
  "Leiter Vertrieb",
  "Verpleegkundige",
  "Kierownik projektu",
  "Data Scientist",
  "Chargé de clientèle",
  "Head of Marketing",
  "Elektroinstallateur",
  "Contable",
];

Bun.gc(true);
const before = process.memoryUsage().rss;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const tax = occupations();
const loadMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const loadCpuMs = (cpu.user + cpu.system) / 1000;
Bun.gc(true);
const after = process.memoryUsage().rss;
console.log(
  `load ${loadMs.toFixed(0)} ms (cpu ${loadCpuMs.toFixed(0)} ms); rss +${((after - before) / 2 ** 20).toFixed(0)} MiB; heap ${(heapStats().heapSize / 2 ** 20).toFixed(0)} MiB`,
);

for (const t of TITLES) linkTitle(tax, t); // warm the word caches once
const times: number[] = [];
const cpuLink = process.cpuUsage();
for (let round = 0; round < 200; round++) {
  for (const t of TITLES) {
    const s = performance.now();
    linkTitle(tax, t, 10);
    times.push(performance.now() - s);
  }
}
const linkCpu = process.cpuUsage(cpuLink);
Bun.gc(true);
const linked = process.memoryUsage().rss;
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(3);
const cpuPerLink = (linkCpu.user + linkCpu.system) / 1000 / times.length;
console.log(
  `link p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (cpu ${cpuPerLink.toFixed(3)} ms a link) over ${times.length} links; rss after them +${((linked - before) / 2 ** 20).toFixed(0)} MiB (labels of the titles' languages decoded)`,
);
for (const t of TITLES.slice(0, 4)) {
  const r = linkTitle(tax, t, 1);
  console.log(
    `${t} -> ${r.occupations[0]?.label} (${r.occupations[0]?.matched}, ${r.occupations[0]?.language}) level=${r.level}`,
  );
}
