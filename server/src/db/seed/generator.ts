import {
  DEFECT_CATEGORIES,
  type DefectCategory,
  type DefectSeverity,
  type ProjectState,
} from '@app/common';
import { Prng } from '../../lib/prng.ts';
import type { DefectInput, ProgressReadingInput, ProjectInput } from '../project-input.ts';
import { pointNearCentre, wardArea, type WardArea } from './geo-points.ts';
import { PLACE_NAMES, SURNAMES } from './place-names.ts';
import { DEPARTMENT_REFS, loadBoundaries, WARD_REFS, type WardRef } from './reference-data.ts';

/**
 * Deterministic generator of sample county projects (FY 2018/19 to 2025/26) over the real wards
 * and departments. The same seed and count always give the same projects.
 */

export const SAMPLE_FIRST_FY = 2018;
export const SAMPLE_LAST_FY = 2025;
/** The sample data describes the county as on this day. */
export const SAMPLE_AS_OF = '2026-03-31';
export const SAMPLE_DATASET_NAME = 'Sample data';

interface Template {
  title: string;
  budget: readonly [number, number];
  months: readonly [number, number];
  describe: string;
}

/** Title templates by department slug. {A} and {B} are local place names, {km} a length. */
const TEMPLATES: Record<string, readonly Template[]> = {
  infrastructure: [
    {
      title: 'Grading and murraming of {A}–{B} road',
      budget: [1.2e6, 6e6],
      months: [2, 6],
      describe:
        'Grading, murraming and drainage works on about {km} km of the {A}–{B} rural access road.',
    },
    {
      title: 'Gravelling of {A}–{B} road ({km} km)',
      budget: [2e6, 9e6],
      months: [3, 8],
      describe: 'Gravelling, culverts and mitre drains along the {A}–{B} road.',
    },
    {
      title: 'Construction of {A} drift',
      budget: [2.5e6, 12e6],
      months: [3, 9],
      describe: 'A concrete drift to keep {A} connected during the rains.',
    },
    {
      title: 'Installation of culverts on {A}–{B} road',
      budget: [0.8e6, 3e6],
      months: [1, 4],
      describe: 'Culvert lines and head walls at the worst crossings of the {A}–{B} road.',
    },
    {
      title: 'Construction of {A} footbridge',
      budget: [1.5e6, 6e6],
      months: [3, 8],
      describe: 'A steel and concrete footbridge for pupils and traders at {A}.',
    },
    {
      title: 'Installation of floodlight mast at {A} market',
      budget: [1.8e6, 4e6],
      months: [2, 5],
      describe: 'A 30 m high-mast floodlight for security and longer trading hours at {A} market.',
    },
    {
      title: 'Opening of {A}–{B} access road',
      budget: [0.9e6, 4e6],
      months: [2, 5],
      describe: 'Bush clearing, opening and grading of a new access road from {A} to {B}.',
    },
    {
      title: 'Tarmacking of {A} town roads ({km} km)',
      budget: [25e6, 90e6],
      months: [8, 18],
      describe: 'Bitumen standard roads, walkways and storm-water drains in {A} town.',
    },
  ],
  water: [
    {
      title: 'Drilling and equipping of {A} borehole',
      budget: [3e6, 8e6],
      months: [3, 8],
      describe:
        'Drilling, test pumping, solar pumping unit, elevated tank and a water kiosk at {A}.',
    },
    {
      title: 'Construction of {A} earth dam',
      budget: [6e6, 25e6],
      months: [4, 12],
      describe: 'A community earth dam at {A} with a draw-off pipe and cattle trough.',
    },
    {
      title: 'Desilting of {A} earth dam',
      budget: [1.5e6, 5e6],
      months: [1, 4],
      describe: 'Removal of silt and raising of the embankment of {A} earth dam.',
    },
    {
      title: 'Construction of {A} sand dam',
      budget: [2e6, 7e6],
      months: [2, 6],
      describe: 'A sand dam across the {A} river bed with a shallow well and hand pump.',
    },
    {
      title: 'Extension of {A} water pipeline ({km} km)',
      budget: [2e6, 10e6],
      months: [3, 8],
      describe: 'Pipeline extension and water points from {A} to {B}.',
    },
    {
      title: 'Rehabilitation of {A} water project',
      budget: [1e6, 5e6],
      months: [2, 5],
      describe: 'New pump, repaired storage tank and pipework for the {A} community water project.',
    },
    {
      title: 'Solarisation of {A} borehole',
      budget: [1.5e6, 4e6],
      months: [1, 4],
      describe: 'Replacing the diesel pump of {A} borehole with a solar pumping system.',
    },
    {
      title: 'Rainwater harvesting tanks at {A} primary school',
      budget: [0.6e6, 1.8e6],
      months: [1, 3],
      describe: 'Gutters and 50 m³ masonry tanks for {A} primary school.',
    },
  ],
  health: [
    {
      title: 'Construction of maternity wing at {A} dispensary',
      budget: [6e6, 15e6],
      months: [6, 14],
      describe:
        'A maternity wing with a delivery room, a newborn unit and a ward at {A} dispensary.',
    },
    {
      title: 'Upgrading of {A} health centre',
      budget: [8e6, 30e6],
      months: [6, 18],
      describe: 'Outpatient block, laboratory and pharmacy upgrades at {A} health centre.',
    },
    {
      title: 'Construction of staff house at {A} dispensary',
      budget: [2.5e6, 6e6],
      months: [4, 9],
      describe: 'A two-unit staff house so that nurses can live at {A} dispensary.',
    },
    {
      title: 'Equipping of {A} health centre laboratory',
      budget: [1.5e6, 5e6],
      months: [1, 4],
      describe: 'Laboratory equipment and reagents for {A} health centre.',
    },
    {
      title: 'Fencing of {A} dispensary',
      budget: [0.8e6, 2e6],
      months: [1, 3],
      describe: 'Chain-link fence and gate for {A} dispensary.',
    },
    {
      title: 'Construction of placenta pit and incinerator at {A} dispensary',
      budget: [0.7e6, 1.6e6],
      months: [1, 3],
      describe: 'Medical waste handling at {A} dispensary.',
    },
  ],
  'ict-education': [
    {
      title: 'Construction of {A} ECDE classroom',
      budget: [1.5e6, 3.5e6],
      months: [3, 7],
      describe:
        'An early childhood development education (ECDE) classroom with child-friendly toilets at {A}.',
    },
    {
      title: 'Construction of twin ECDE classrooms at {A} primary school',
      budget: [3e6, 6.5e6],
      months: [4, 9],
      describe: 'Two ECDE classrooms, an office and a store at {A} primary school.',
    },
    {
      title: 'Equipping of {A} vocational training centre workshop',
      budget: [1.5e6, 5e6],
      months: [1, 4],
      describe: 'Tools and machines for the trades taught at {A} vocational training centre.',
    },
    {
      title: 'Construction of ablution block at {A} ECDE centre',
      budget: [0.6e6, 1.5e6],
      months: [1, 3],
      describe: 'Toilets and hand-washing points for the children of {A} ECDE centre.',
    },
    {
      title: 'Construction of {A} ICT hub',
      budget: [4e6, 12e6],
      months: [5, 12],
      describe: 'A youth ICT hub with computers and internet at {A}.',
    },
    {
      title: 'Construction of workshop at {A} vocational training centre',
      budget: [3e6, 8e6],
      months: [4, 10],
      describe: 'A workshop block for {A} vocational training centre.',
    },
  ],
  agriculture: [
    {
      title: 'Construction of {A} fruit collection centre',
      budget: [2e6, 6e6],
      months: [3, 8],
      describe: 'A mango and citrus aggregation shed with a cold room at {A}.',
    },
    {
      title: 'Establishment of {A} irrigation scheme',
      budget: [5e6, 20e6],
      months: [6, 14],
      describe: 'Intake, pipework and drip kits for farmers of the {A} irrigation scheme.',
    },
    {
      title: 'Construction of {A} cattle dip',
      budget: [1.2e6, 3e6],
      months: [2, 5],
      describe: 'A plunge dip and crush pen for livestock keepers at {A}.',
    },
    {
      title: 'Construction of {A} livestock sale yard',
      budget: [2e6, 7e6],
      months: [3, 8],
      describe: 'Fenced sale yard, loading ramp and sanitation at {A} livestock market.',
    },
    {
      title: 'Rehabilitation of {A} cooperative milk cooler',
      budget: [1e6, 3.5e6],
      months: [1, 4],
      describe: 'Repair of the milk cooler and power supply of the {A} dairy cooperative.',
    },
    {
      title: 'Construction of {A} grain store',
      budget: [2e6, 5e6],
      months: [3, 7],
      describe: 'A community grain store with a drying floor at {A}.',
    },
  ],
  lands: [
    {
      title: 'Survey and planning of {A} market centre',
      budget: [0.8e6, 3e6],
      months: [2, 6],
      describe: 'Physical planning, survey and beaconing of {A} market centre.',
    },
    {
      title: 'Construction of gabions on {A} gully',
      budget: [1e6, 4e6],
      months: [2, 5],
      describe: 'Gabions and check dams to stop erosion of the {A} gully.',
    },
    {
      title: 'Tree planting and restoration of {A} hill',
      budget: [0.5e6, 2.5e6],
      months: [3, 9],
      describe: 'Indigenous tree seedlings and community protection of {A} hill.',
    },
    {
      title: 'Construction of sanitation block at {A} market',
      budget: [1e6, 2.5e6],
      months: [2, 5],
      describe: 'Public toilets and a septic tank at {A} market.',
    },
    {
      title: 'Beautification and street lighting of {A} town',
      budget: [3e6, 12e6],
      months: [3, 9],
      describe: 'Paving, planting and solar street lights in {A} town.',
    },
  ],
  trade: [
    {
      title: 'Construction of {A} market shed',
      budget: [2e6, 6e6],
      months: [3, 8],
      describe: 'A covered market shed with stalls for traders at {A}.',
    },
    {
      title: 'Construction of modern market stalls at {A}',
      budget: [4e6, 15e6],
      months: [5, 12],
      describe: 'Lockable market stalls, water and lighting at {A}.',
    },
    {
      title: 'Installation of solar lights at {A} market',
      budget: [0.6e6, 2e6],
      months: [1, 3],
      describe: 'Solar street lights around {A} market.',
    },
    {
      title: 'Construction of boda boda shed at {A}',
      budget: [0.4e6, 1e6],
      months: [1, 2],
      describe: 'A shelter for motorcycle taxi operators at {A}.',
    },
    {
      title: 'Rehabilitation of {A} cultural centre',
      budget: [1.5e6, 5e6],
      months: [2, 6],
      describe: 'Repairs and a performance stage at the {A} cultural centre.',
    },
  ],
  'gender-youth': [
    {
      title: 'Construction of {A} social hall',
      budget: [2.5e6, 7e6],
      months: [4, 9],
      describe: 'A community social hall at {A} for meetings and groups.',
    },
    {
      title: 'Levelling and fencing of {A} playground',
      budget: [1e6, 4e6],
      months: [2, 5],
      describe: 'Levelling, goal posts and a fence for the {A} playground.',
    },
    {
      title: 'Construction of {A} youth empowerment centre',
      budget: [3e6, 9e6],
      months: [5, 10],
      describe: 'A youth centre with a library and training rooms at {A}.',
    },
    {
      title: 'Construction of changing rooms at {A} stadium',
      budget: [1.5e6, 4e6],
      months: [2, 6],
      describe: 'Changing rooms and toilets for players at {A} stadium.',
    },
  ],
  devolution: [
    {
      title: 'Construction of {A} ward administration office',
      budget: [3e6, 7e6],
      months: [4, 9],
      describe: 'Offices for the ward administrator and village councils at {A}.',
    },
    {
      title: 'Construction of {A} village council office',
      budget: [0.8e6, 2e6],
      months: [2, 5],
      describe: 'A village council office and public participation venue at {A}.',
    },
  ],
  finance: [
    {
      title: 'Construction of revenue office at {A} market',
      budget: [1e6, 3e6],
      months: [2, 6],
      describe: 'A revenue collection office at {A} market.',
    },
    {
      title: 'Cashless revenue collection points at {A}',
      budget: [0.5e6, 1.5e6],
      months: [1, 3],
      describe: 'Point-of-sale devices and network for cashless revenue collection at {A}.',
    },
  ],
};

const DEPARTMENT_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['infrastructure', 22],
  ['water', 18],
  ['ict-education', 14],
  ['health', 12],
  ['agriculture', 12],
  ['lands', 6],
  ['trade', 6],
  ['gender-youth', 6],
  ['devolution', 2],
  ['finance', 2],
];

/** Funding open to every department; department-specific grants are added in pickFunding. */
const GENERAL_FUNDING: ReadonlyArray<readonly [string, number]> = [
  ['Equitable Share', 55],
  ['County Own Source Revenue', 25],
  ['World Bank KDSP (Kenya Devolution Support Programme)', 8],
];

const CONTRACTOR_FORMS = [
  '{S} Enterprises Ltd',
  '{S} Builders & General Contractors',
  '{S} Construction Co. Ltd',
  '{S} Engineering Works',
  '{S} & Sons Contractors',
  '{P} Hills Contractors Ltd',
  '{P} Water Drillers Ltd',
  '{P} Road Builders',
] as const;

/** A few names in Kamba spelling with ĩ and ũ, so that accent-insensitive search matters. */
const ACCENTED_CONTRACTORS = [
  'Kĩlungu Engineering Works',
  'Ũkambani Road Builders Ltd',
  'Mũtĩtũ Hardware & Contractors',
];

const STALLED_REASONS = [
  'Contractor abandoned site',
  'Delayed payments to the contractor',
  'Land ownership dispute',
  'Court injunction',
  'Inadequate budget allocation',
  'Community dispute over the site',
  'Design changes pending approval',
];

const CANCEL_REASONS = [
  'Budget reallocated in the supplementary budget',
  'Duplicated by a national government project',
];

const PROGRESS_NOTES = [
  'Site handed over',
  'Excavation and foundation',
  'Walling up to lintel',
  'Roofing in progress',
  'Finishing works',
  'Pipework laid',
  'Materials delivered on site',
  'Awaiting inspection',
];

const DEFECT_TEXT: Record<DefectCategory, readonly string[]> = {
  structural: ['Cracks in the wall', 'Settlement of the floor slab', 'Cracked culvert headwall'],
  workmanship: ['Poorly fitted doors', 'Uneven plaster', 'Road camber not to specification'],
  materials: ['Substandard roofing sheets', 'Low-grade pipes used', 'Gravel below specification'],
  drainage: ['Blocked side drains', 'Ponding at the entrance', 'Culvert outlet eroded'],
  electrical: ['Faulty wiring', 'Solar panel not charging', 'Floodlight not working'],
  plumbing: ['Leaking water tank', 'Burst pipe at the kiosk', 'Taps not working'],
  finishing: ['Peeling paint', 'Broken window panes', 'Missing gutters'],
  safety: ['No guard rail on the footbridge', 'Open trench left at the site', 'Fence incomplete'],
};

export interface GenerateOptions {
  count: number;
  seed?: string;
}

interface WardContext {
  ward: WardRef;
  area: WardArea | undefined;
  places: readonly string[];
}

/** Projects per financial year grow with the county's budget. */
const FY_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [2018, 9],
  [2019, 10],
  [2020, 10],
  [2021, 12],
  [2022, 13],
  [2023, 15],
  [2024, 16],
  [2025, 15],
];

export function* generateProjects(options: GenerateOptions): Generator<ProjectInput> {
  const rng = new Prng(options.seed ?? 'makueni-sample-v1');
  const boundaries = loadBoundaries();
  const wardContexts: WardContext[] = WARD_REFS.map((ward) => {
    const feature = boundaries.wards.find((f) => f.id === ward.code);
    return {
      ward,
      area: feature ? wardArea(feature.geometry.coordinates) : undefined,
      places: PLACE_NAMES[ward.code] ?? [ward.name],
    };
  });
  const departmentBySlug = new Map(DEPARTMENT_REFS.map((d) => [d.slug, d]));
  const contractors = buildContractors(rng);
  const perYearCounter = new Map<number, number>();
  const priorityCounter = new Map<string, number>();
  // Spread the count over the years first so that every year is represented.
  const years: number[] = [];
  for (let i = 0; i < options.count; i += 1) years.push(rng.weighted(FY_WEIGHTS));
  years.sort((a, b) => a - b);

  for (const fy of years) {
    const seq = (perYearCounter.get(fy) ?? 0) + 1;
    perYearCounter.set(fy, seq);
    const code = `MKN-${fy}-${String(seq).padStart(5, '0')}`;
    const ctx = rng.pick(wardContexts);
    const slug = rng.weighted(DEPARTMENT_WEIGHTS);
    const department = departmentBySlug.get(slug);
    if (!department) throw new Error(`unknown department ${slug}`);
    const template = rng.pick(TEMPLATES[slug] ?? []);
    const a = rng.pick(ctx.places);
    let b = rng.pick(ctx.places);
    if (b === a) b = ctx.places[(ctx.places.indexOf(a) + 1) % ctx.places.length] ?? a;
    const km = (Math.round(rng.range(1, 12) * 10) / 10).toFixed(1);
    const fill = (t: string) => t.replaceAll('{A}', a).replaceAll('{B}', b).replaceAll('{km}', km);
    const title = fill(template.title);

    let state = pickState(rng, fy);
    const fyStart = Date.UTC(fy, 6, 1);
    const startOffsetDays = rng.int(20, 300);
    const started =
      state !== 'planned' && state !== 'procurement' && !(state === 'cancelled' && rng.chance(0.6));
    const startMs = fyStart + startOffsetDays * DAY;
    const asOfMs = Date.parse(SAMPLE_AS_OF);
    const durationMonths = rng.int(template.months[0], template.months[1]);
    const plannedEndMs = startMs + durationMonths * 30.4 * DAY;
    // Work planned to end after the as-of date cannot be complete yet.
    if (state === 'completed' && plannedEndMs > asOfMs - 15 * DAY) state = 'ongoing';
    let startDate: string | null =
      state === 'planned' ? null : iso(Math.min(startMs, asOfMs - 10 * DAY));
    if (state === 'procurement') startDate = null;
    const plannedEndDate = startDate ? iso(plannedEndMs) : null;
    let completionDate: string | null = null;
    if (state === 'completed') {
      const delay = rng.chance(0.55) ? rng.int(0, 240) : -rng.int(0, 20);
      completionDate = iso(Math.min(plannedEndMs + delay * DAY, asOfMs - rng.int(5, 60) * DAY));
      if (startDate && completionDate <= startDate)
        completionDate = iso(Date.parse(startDate) + 30 * DAY);
    }

    const budget = roundTo(rng.range(template.budget[0], template.budget[1]), 1000);
    const awarded = started || (state === 'procurement' && rng.chance(0.3));
    const contractSum = awarded ? roundTo(budget * rng.range(0.82, 1.02), 100) : null;

    // Progress history.
    const readings: ProgressReadingInput[] = [];
    let progress: number | null = null;
    if (started && startDate) {
      const finalPercent =
        state === 'completed'
          ? 100
          : state === 'stalled'
            ? rng.int(10, 75)
            : state === 'cancelled'
              ? rng.int(0, 20)
              : progressFromTime(rng, Date.parse(startDate), plannedEndMs, asOfMs);
      const endMs =
        state === 'completed' && completionDate
          ? Date.parse(completionDate)
          : Math.min(asOfMs - rng.int(3, 40) * DAY, plannedEndMs + 400 * DAY);
      const begin = Date.parse(startDate) + rng.int(20, 45) * DAY;
      const steps = Math.max(1, Math.min(8, Math.round((endMs - begin) / (75 * DAY))));
      let last = 0;
      for (let i = 1; i <= steps; i += 1) {
        const t = begin + ((endMs - begin) * i) / steps;
        if (t > asOfMs) break;
        let pct =
          i === steps ? finalPercent : Math.round((finalPercent * i) / steps + rng.bell() * 5);
        pct = Math.max(last, Math.min(i === steps ? 100 : 99, Math.max(0, pct)));
        if (state === 'stalled' && i > Math.ceil(steps * 0.7)) pct = last || pct;
        last = pct;
        const note = rng.chance(0.4) ? rng.pick(PROGRESS_NOTES) : null;
        const date = iso(t);
        if (readings.length > 0 && readings[readings.length - 1]?.date === date) continue;
        readings.push({
          date,
          percent: pct,
          note: i === steps && state === 'completed' ? 'Completed and handed over' : note,
        });
      }
      progress = readings.length > 0 ? (readings[readings.length - 1]?.percent ?? null) : null;
    }

    const paid = computePaid(rng, state, contractSum, progress);

    // Defects on delivered works.
    const defects: DefectInput[] = [];
    const defectChance =
      state === 'completed' ? 0.28 : state === 'ongoing' ? 0.08 : state === 'stalled' ? 0.15 : 0;
    if (defectChance > 0 && startDate && rng.chance(defectChance)) {
      const n = rng.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ] as const);
      const baseMs = completionDate ? Date.parse(completionDate) : Date.parse(startDate) + 60 * DAY;
      for (let i = 0; i < n; i += 1) {
        const category = rng.pick(DEFECT_CATEGORIES);
        const severity: DefectSeverity = rng.weighted([
          ['minor', 6],
          ['major', 3],
          ['critical', 1],
        ] as const);
        const reportedMs = Math.min(baseMs + rng.int(5, 200) * DAY, asOfMs - 2 * DAY);
        const fixed = rng.chance(severity === 'critical' ? 0.45 : 0.6);
        const fixedMs = reportedMs + rng.int(7, 120) * DAY;
        defects.push({
          category,
          severity,
          description: rng.pick(DEFECT_TEXT[category]),
          reportedOn: iso(reportedMs),
          fixedOn: fixed && fixedMs < asOfMs ? iso(fixedMs) : null,
          liabilityPeriodEnd: completionDate
            ? iso(Date.parse(completionDate) + (rng.chance(0.5) ? 180 : 365) * DAY)
            : null,
        });
      }
    }

    // Public participation: citizens rank up to five priorities per ward and year.
    const key = `${ctx.ward.id}:${fy}`;
    let priorityRank: number | null = null;
    if (rng.chance(0.55)) {
      const taken = priorityCounter.get(key) ?? 0;
      priorityRank = (taken % 5) + 1;
      priorityCounter.set(key, taken + 1);
    }
    const forums =
      state === 'cancelled'
        ? rng.int(0, 1)
        : rng.weighted([
            [0, 1],
            [1, 4],
            [2, 3],
            [3, 2],
            [4, 1],
          ] as const);
    let participants = 0;
    for (let i = 0; i < forums; i += 1) participants += rng.int(25, 320);

    const location = ctx.area && rng.chance(0.9) ? pointNearCentre(ctx.area, rng) : null;
    const lastVerified =
      state === 'planned' || state === 'procurement'
        ? rng.chance(0.3)
          ? iso(asOfMs - rng.int(10, 200) * DAY)
          : null
        : iso(Math.max(Date.parse(startDate ?? iso(fyStart)), asOfMs - rng.int(5, 400) * DAY));

    const contractor = awarded ? rng.pick(contractors) : null;
    const stalledReason =
      state === 'stalled'
        ? rng.pick(STALLED_REASONS)
        : state === 'cancelled'
          ? rng.pick(CANCEL_REASONS)
          : null;

    yield {
      code,
      title,
      description: fill(template.describe),
      departmentId: department.id,
      subCountyId: ctx.ward.subCountyId,
      wardId: ctx.ward.id,
      state,
      stalledReason,
      financialYear: fy,
      startDate,
      plannedEndDate,
      completionDate,
      budget,
      contractSum,
      paid,
      fundingSource: pickFunding(rng, slug),
      contractor,
      priorityRank,
      forums,
      participants,
      lat: location?.lat ?? null,
      lon: location?.lon ?? null,
      lastVerified,
      isSample: true,
      progressReadings: readings,
      defects,
    };
  }
}

const DAY = 86_400_000;

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function pickState(rng: Prng, fy: number): ProjectState {
  const age = SAMPLE_LAST_FY - fy; // 0 = current year
  if (age === 0) {
    return rng.weighted([
      ['planned', 22],
      ['procurement', 25],
      ['ongoing', 40],
      ['completed', 8],
      ['stalled', 2],
      ['cancelled', 3],
    ] as const);
  }
  if (age === 1) {
    return rng.weighted([
      ['planned', 2],
      ['procurement', 5],
      ['ongoing', 38],
      ['completed', 45],
      ['stalled', 6],
      ['cancelled', 4],
    ] as const);
  }
  return rng.weighted([
    ['ongoing', Math.max(1, 10 - age * 2)],
    ['completed', 78],
    ['stalled', 10],
    ['cancelled', 4],
  ] as const);
}

function progressFromTime(
  rng: Prng,
  startMs: number,
  plannedEndMs: number,
  asOfMs: number,
): number {
  const share = (asOfMs - startMs) / Math.max(DAY, plannedEndMs - startMs);
  return Math.max(5, Math.min(95, Math.round(share * 80 + rng.bell() * 15)));
}

function computePaid(
  rng: Prng,
  state: ProjectState,
  contractSum: number | null,
  progress: number | null,
): number {
  if (contractSum === null) return 0;
  switch (state) {
    case 'completed':
      return roundTo(contractSum * rng.range(0.88, 1), 100);
    case 'ongoing':
      return roundTo(contractSum * ((progress ?? 0) / 100) * rng.range(0.5, 0.95), 100);
    case 'stalled':
      return roundTo(contractSum * ((progress ?? 0) / 100) * rng.range(0.4, 0.9), 100);
    case 'cancelled':
      return rng.chance(0.3) ? roundTo(contractSum * rng.range(0.05, 0.2), 100) : 0;
    default:
      return 0;
  }
}

function pickFunding(rng: Prng, slug: string): string {
  const special: Record<string, ReadonlyArray<readonly [string, number]>> = {
    infrastructure: [['Road Maintenance Levy Fund', 3]],
    health: [['DANIDA Primary Health Care grant', 2]],
    agriculture: [
      ['World Bank NAVCDP (National Agricultural Value Chain Development Project)', 3],
      ['World Bank FLLoCA (Financing Locally-Led Climate Action)', 1],
    ],
    water: [['World Bank FLLoCA (Financing Locally-Led Climate Action)', 2]],
    lands: [
      ['World Bank FLLoCA (Financing Locally-Led Climate Action)', 2],
      ['Kenya Urban Support Programme', 2],
    ],
    trade: [['Kenya Urban Support Programme', 1]],
  };
  const extra = special[slug] ?? [];
  if (extra.length > 0 && rng.chance(0.3)) return rng.weighted(extra);
  return rng.weighted(GENERAL_FUNDING);
}

function buildContractors(rng: Prng): string[] {
  const places = Object.values(PLACE_NAMES).flat();
  const out = new Set<string>(ACCENTED_CONTRACTORS);
  while (out.size < 90) {
    const form = rng.pick(CONTRACTOR_FORMS);
    out.add(form.replace('{S}', rng.pick(SURNAMES)).replace('{P}', rng.pick(places)));
  }
  return [...out];
}
