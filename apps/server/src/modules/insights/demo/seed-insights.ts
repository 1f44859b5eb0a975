import { sql } from 'drizzle-orm';
import { AGE_BANDS, COMORBIDITIES, SEXES, THERAPY_LINES } from '@crm/shared/contracts/insights';
import type { Tx } from '../../../db/client';
import { createRandom, type Random } from '../../../db/demo/random';
import { addPaperByDoctor } from '../../academic/index';
import { addPatientMix, type PatientMixRow } from '../../sda/index';
import { setVisitNotes } from '../../visits/index';
import { refreshStanceEvidence } from '../evidence-refresh';
import { rows } from '../../../db/rows';
import { attitudeOf, type Attitude } from './attitudes';
import { seedSurveys } from './seed-surveys';
import { NOTES_BY_STANCE, PAPER_TITLES } from './visit-notes';

const BATCH = 1000;

/** What the doctor says at a point of the period (0 = its start, 1 = today). */
function stanceAt(attitude: Attitude, phase: number, random: Random): keyof typeof NOTES_BY_STANCE {
  const noisy = random.next() < 0.1;
  switch (attitude) {
    case 'champion':
      return noisy ? 'NEUTRAL' : 'POSITIVE';
    case 'sceptic':
      return noisy ? 'NEUTRAL' : 'NEGATIVE';
    case 'warming':
      return phase < 0.45 ? 'NEGATIVE' : phase < 0.6 ? 'NEUTRAL' : 'POSITIVE';
    case 'cooling':
      return phase < 0.45 ? 'POSITIVE' : phase < 0.6 ? 'NEUTRAL' : 'NEGATIVE';
    case 'undecided':
      return random.pick(['NEUTRAL', 'NEUTRAL', 'POSITIVE', 'NEGATIVE'] as const);
  }
}

/**
 * The insights story of a demo tenant: doctors' opinions of the drugs in the reps' visit notes
 * (champions, sceptics, doctors warming to or cooling on a drug), a few papers that take a side,
 * the make-up of the diagnosed patients, then the stance evidence computed from all of it.
 */
export async function seedInsightsDemo(tx: Tx, input: { tenantId: number; seed: number }): Promise<void> {
  const random = createRandom(input.seed + 1919);
  const { tenantId } = input;
  const products = await rows(tx, sql`select id, name, generic_name from product where tenant_id = ${tenantId}`);
  const namesOf = new Map(
    products.map((p) => [
      Number(p.id),
      [
        String(p.name),
        String(p.generic_name ?? p.name)
          .split('/')[0]!
          .trim(),
      ],
    ]),
  );
  const visits = await rows(
    tx,
    sql`select v.id, v.doctor_id, extract(epoch from v.start_at)::float8 as at, (select min(vp.product_id) from visit_product vp where vp.visit_id = v.id) as product_id
        from visit v where v.tenant_id = ${tenantId} and v.status = 'completed' order by v.id`,
  );
  const times = visits.map((v) => Number(v.at));
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const ids: number[] = [];
  const notes: string[] = [];
  for (const v of visits) {
    if (v.product_id === null || random.next() < 0.1) continue;
    const productId = Number(v.product_id);
    const stance = stanceAt(attitudeOf(Number(v.doctor_id), productId), (Number(v.at) - first) / Math.max(1, last - first), random);
    ids.push(Number(v.id));
    notes.push(random.pick(NOTES_BY_STANCE[stance]).replace('{drug}', random.pick(namesOf.get(productId)!)));
  }
  for (let i = 0; i < ids.length; i += BATCH) {
    await setVisitNotes(tx, ids.slice(i, i + BATCH), notes.slice(i, i + BATCH));
  }
  await seedPapers(tx, tenantId, random, namesOf);
  await seedPatientMix(tx, tenantId, random);
  await seedSurveys(tx, tenantId, random);
  await refreshStanceEvidence(tx, tenantId);
}

/** Papers by visited doctors with a firm view of a drug, taking that side in the title. */
async function seedPapers(tx: Tx, tenantId: number, random: Random, namesOf: Map<number, string[]>) {
  const firm = await rows(
    tx,
    sql`select distinct on (v.doctor_id) v.doctor_id, vp.product_id, j.name as journal,
          (select i.name from product_indication i where i.product_id = vp.product_id order by i.sort limit 1) as indication
        from visit v join visit_product vp on vp.visit_id = v.id
        left join lateral (select p.journal as name from academic_paper p join academic_paper_author a on a.paper_id = p.id where a.doctor_id = v.doctor_id limit 1) j on true
        where v.tenant_id = ${tenantId} and v.status = 'completed' order by v.doctor_id, vp.product_id limit 400`,
  );
  const chosen = firm.filter((f) => ['champion', 'sceptic'].includes(attitudeOf(Number(f.doctor_id), Number(f.product_id)))).filter((_, i) => i % 6 === 0);
  for (const f of chosen) {
    const side = attitudeOf(Number(f.doctor_id), Number(f.product_id)) === 'champion' ? 'POSITIVE' : 'NEGATIVE';
    const title = random
      .pick(PAPER_TITLES[side])
      .replace('{generic}', namesOf.get(Number(f.product_id))![1]!)
      .replace('{indication}', String(f.indication ?? ''));
    await addPaperByDoctor(
      tx,
      {
        tenantId,
        title,
        journal: String(f.journal ?? '中华医学杂志'),
        publishYear: random.int(new Date().getUTCFullYear() - 2, new Date().getUTCFullYear()),
        quotedTimes: random.int(0, 40),
        indication: f.indication === null ? null : String(f.indication),
      },
      { doctorId: Number(f.doctor_id), authorOrder: 1, isCorresponding: true },
    );
  }
}

interface Profile {
  female: number;
  ages: number[];
  comorbidities: number[];
}
const MOOD: Profile = { female: 0.65, ages: [0.3, 0.35, 0.22, 0.13], comorbidities: [0.45, 0.08, 0.05, 0.22, 0.2, 0] };
const PSYCHOSIS: Profile = { female: 0.45, ages: [0.5, 0.3, 0.15, 0.05], comorbidities: [0.6, 0.04, 0.06, 0.1, 0.2, 0] };
const CARDIOMETABOLIC: Profile = { female: 0.42, ages: [0.03, 0.17, 0.42, 0.38], comorbidities: [0.2, 0.35, 0.2, 0.02, 0.03, 0.2] };
const profileOf = (indication: string) => (/精神分裂|双相/.test(indication) ? PSYCHOSIS : /血|糖尿病|心|动脉/.test(indication) ? CARDIOMETABOLIC : MOOD);
const LINES = [0.55, 0.3, 0.15];

function weighted<T>(random: Random, items: readonly T[], weights: number[]): T {
  let u = random.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i++) {
    u -= weights[i]!;
    if (u < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** Splits each diagnosis aggregate into a few parts by age band, sex, line of therapy and comorbidity. */
async function seedPatientMix(tx: Tx, tenantId: number, random: Random) {
  const aggregates = await rows(
    tx,
    sql`select hospital_id, indication, month, sum(patients)::int as patients from diagnosis_aggregate where tenant_id = ${tenantId} group by 1, 2, 3 order by 1, 2, 3`,
  );
  const mix = new Map<string, PatientMixRow>();
  for (const a of aggregates) {
    const profile = profileOf(String(a.indication));
    let left = Number(a.patients);
    for (let part = 0; left > 0 && part < 3; part++) {
      const n = part === 2 ? left : Math.max(1, Math.round(left * (0.35 + random.next() * 0.3)));
      left -= n;
      const cell = {
        ageBand: weighted(random, AGE_BANDS, profile.ages),
        sex: weighted(random, SEXES, [1 - profile.female, profile.female]),
        lineOfTherapy: weighted(random, THERAPY_LINES, LINES),
        comorbidity: weighted(random, COMORBIDITIES, profile.comorbidities),
      };
      const key = `${a.hospital_id}|${a.indication}|${a.month}|${cell.ageBand}|${cell.sex}|${cell.lineOfTherapy}|${cell.comorbidity}`;
      const existing = mix.get(key);
      if (existing) existing.patients += n;
      else mix.set(key, { tenantId, hospitalId: Number(a.hospital_id), indication: String(a.indication), month: String(a.month), ...cell, patients: n });
    }
  }
  const values = [...mix.values()];
  for (let i = 0; i < values.length; i += BATCH) await addPatientMix(tx, values.slice(i, i + BATCH));
}
