import type { Random } from '../../../db/demo/random';
import { guidelineTitle, paperTitle, vocabularyOf, type Phrase, type SpecialtyVocabulary } from './vocabulary';

/** What the generator needs to know of a demo doctor. */
export interface SeedDoctor {
  id: number;
  titleCode: string | null;
  doctorType: string | null;
  ageRange: string | null;
  hospitalId: number;
  cityCode: string | null;
  provinceCode: string | null;
  hospitalLevel: string | null;
  mainAcademicTitle: string[];
  departmentCode: string | null;
  department: Phrase;
}

export interface GeneratedPaper {
  title: string;
  titleEn: string;
  journal: string;
  publishYear: number;
  quotedTimes: number;
  indication: string;
  authors: Array<{ doctorId: number; authorOrder: number; isCorresponding: boolean }>;
}

export interface GeneratedGuideline {
  title: string;
  titleEn: string;
  institution: string;
  publishYear: number;
  quotedTimes: number;
  indication: string;
  members: Array<{ doctorId: number; role: 'CHAIR' | 'WRITER' | 'MEMBER' }>;
}

export type Profile = 'hub' | 'kol' | 'senior' | 'junior' | 'rising' | 'quiet';

export interface AcademicWorld {
  specialtyOf: Map<number, string>;
  vocabularyOf: (doctorId: number) => SpecialtyVocabulary;
  profileOf: Map<number, Profile>;
  mentorships: Array<{ mentorId: number; menteeId: number; sinceYear: number }>;
  papers: GeneratedPaper[];
  guidelines: GeneratedGuideline[];
}

const YEARS = 14;

export function specialtyKey(departmentCode: string | null): string {
  if (!departmentCode) return 'OTHER';
  return departmentCode.startsWith('PSY') ? 'PSY' : departmentCode;
}

function profileOf(random: Random, doctor: SeedDoctor): Profile {
  const young = doctor.ageRange === 'UNDER_35' || doctor.ageRange === '35_44';
  const majorHospital = doctor.hospitalLevel === '3A' || doctor.hospitalLevel === '3B';
  if (doctor.doctorType === 'KOL') return 'kol';
  if (young && majorHospital && (doctor.titleCode === 'ATTENDING' || doctor.titleCode === 'RESIDENT') && random.next() < 0.04) return 'rising';
  if (doctor.titleCode === 'CHIEF' || doctor.titleCode === 'ASSOCIATE_CHIEF') return random.next() < 0.7 ? 'senior' : 'quiet';
  return random.next() < 0.35 ? 'junior' : 'quiet';
}

/** Papers a doctor leads over the fourteen years, by profile. */
const LEAD_PAPERS: Record<Profile, [number, number]> = { hub: [22, 40], kol: [5, 14], senior: [1, 4], junior: [0, 2], rising: [4, 8], quiet: [0, 0] };

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The academic world of one tenant's demo doctors: a few hubs per specialty, key opinion leaders
 * around them, co-authorship mostly inside a hospital or city and the specialty, teacher-student
 * pairs, national guideline committees and young authors whose output rose in the last years.
 */
export function generateAcademicWorld(random: Random, doctors: SeedDoctor[], currentYear: number): AcademicWorld {
  const specialtyOf = new Map(doctors.map((d) => [d.id, specialtyKey(d.departmentCode)]));
  const departmentOf = new Map(doctors.map((d) => [d.id, d.department]));
  const vocabularyFor = (doctorId: number) => vocabularyOf(specialtyOf.get(doctorId)!, departmentOf.get(doctorId)!);
  const profiles = new Map(doctors.map((d) => [d.id, profileOf(random, d)]));
  const bySpecialty = groupBy(doctors, (d) => specialtyOf.get(d.id)!);
  const byHospital = groupBy(doctors, (d) => `${specialtyOf.get(d.id)}|${d.hospitalId}`);
  const byCity = groupBy(doctors, (d) => `${specialtyOf.get(d.id)}|${d.cityCode}`);

  // The strongest KOLs of each sizeable specialty become its hubs.
  const hubs = new Map<string, SeedDoctor[]>();
  for (const [specialty, members] of bySpecialty) {
    const candidates = members.filter((d) => profiles.get(d.id) === 'kol' && d.titleCode === 'CHIEF');
    const count = Math.min(candidates.length, members.length >= 150 ? 3 : members.length >= 50 ? 2 : members.length >= 25 ? 1 : 0);
    const chosen = [...candidates].sort(() => random.next() - 0.5).slice(0, count);
    for (const hub of chosen) profiles.set(hub.id, 'hub');
    hubs.set(specialty, chosen);
  }

  // Supervisors (KOLs and hubs with a supervisor title) take on younger doctors of their specialty.
  const mentorOf = new Map<number, number>();
  const mentorships: AcademicWorld['mentorships'] = [];
  for (const mentor of doctors) {
    const profile = profiles.get(mentor.id)!;
    const supervises = profile === 'hub' || (profile === 'kol' && mentor.mainAcademicTitle.some((t) => t.endsWith('导师')));
    if (!supervises) continue;
    const specialty = specialtyOf.get(mentor.id)!;
    const pool = (random.next() < 0.6 ? byCity.get(`${specialty}|${mentor.cityCode}`) : bySpecialty.get(specialty)) ?? [];
    const students = pool.filter((d) => d.id !== mentor.id && !mentorOf.has(d.id) && (d.titleCode === 'ATTENDING' || d.titleCode === 'RESIDENT'));
    const count = Math.min(students.length, profile === 'hub' ? random.int(4, 7) : random.int(1, 3));
    // Rising authors are usually someone's students.
    students.sort((a, b) => Number(profiles.get(b.id) === 'rising') - Number(profiles.get(a.id) === 'rising') || random.next() - 0.5);
    for (const student of students.slice(0, count)) {
      mentorOf.set(student.id, mentor.id);
      mentorships.push({ mentorId: mentor.id, menteeId: student.id, sinceYear: currentYear - random.int(2, 12) });
    }
  }

  const coAuthor = (lead: SeedDoctor): number => {
    const specialty = specialtyOf.get(lead.id)!;
    const roll = random.next();
    const mentor = mentorOf.get(lead.id);
    if (roll < 0.15 && mentor) return mentor;
    const pool =
      roll < 0.5
        ? byHospital.get(`${specialty}|${lead.hospitalId}`)
        : roll < 0.8
          ? byCity.get(`${specialty}|${lead.cityCode}`)
          : roll < 0.9
            ? hubs.get(specialty)
            : bySpecialty.get(specialty);
    const candidates = pool && pool.length > 0 ? pool : bySpecialty.get(specialty)!;
    return random.pick(candidates).id;
  };

  const papers: GeneratedPaper[] = [];
  for (const lead of doctors) {
    const profile = profiles.get(lead.id)!;
    const [low, high] = LEAD_PAPERS[profile];
    const count = random.int(low, high);
    const vocabulary = vocabularyFor(lead.id);
    for (let i = 0; i < count; i++) {
      // Rising authors publish in the last three years; hubs increasingly over time.
      const age = profile === 'rising' ? random.int(0, 2) : profile === 'hub' ? Math.floor(random.next() ** 1.5 * YEARS) : random.int(0, YEARS - 1);
      const year = currentYear - age;
      const title = paperTitle(random.pick, vocabulary);
      const authorIds = [lead.id];
      const wanted = random.int(1, profile === 'hub' ? 6 : 4);
      for (let a = 0; a < wanted * 2 && authorIds.length <= wanted; a++) {
        const candidate = coAuthor(lead);
        if (!authorIds.includes(candidate)) authorIds.push(candidate);
      }
      // A student's paper usually names the supervisor as corresponding author.
      const mentor = mentorOf.get(lead.id);
      const corresponding = mentor && authorIds.includes(mentor) ? mentor : lead.id;
      const impact = profile === 'hub' ? 3 : profile === 'kol' ? 1.8 : 1;
      const quoted = Math.floor(Math.exp(random.next() * 2.2) * impact * Math.min(age + 1, 8) * random.next() * 2);
      const journal = random.pick(vocabulary.journals);
      papers.push({
        title: title.zh,
        titleEn: title.en,
        journal: random.next() < 0.3 ? journal[1] : journal[0],
        publishYear: year,
        quotedTimes: quoted,
        indication: title.disease,
        authors: authorIds.map((doctorId, index) => ({ doctorId, authorOrder: index + 1, isCorresponding: doctorId === corresponding })),
      });
    }
  }

  const guidelines: GeneratedGuideline[] = [];
  for (const [specialty, members] of bySpecialty) {
    const specialtyHubs = hubs.get(specialty) ?? [];
    if (specialtyHubs.length === 0) continue;
    const leaders = members.filter((d) => profiles.get(d.id) === 'kol');
    const seniors = members.filter((d) => d.titleCode === 'CHIEF' || d.titleCode === 'ASSOCIATE_CHIEF');
    const vocabulary = vocabularyOf(specialty, members[0]!.department);
    const count = random.int(2, specialty === 'PSY' ? 7 : 4);
    for (let g = 0; g < count; g++) {
      const year = currentYear - random.int(0, 10);
      const title = guidelineTitle(random.pick, vocabulary, year);
      const chair = random.pick(specialtyHubs);
      const committee = new Map<number, 'CHAIR' | 'WRITER' | 'MEMBER'>([[chair.id, 'CHAIR']]);
      for (const hub of specialtyHubs) if (!committee.has(hub.id)) committee.set(hub.id, 'WRITER');
      for (let w = 0; w < 3 && leaders.length > 0; w++) {
        const writer = random.pick(leaders);
        if (!committee.has(writer.id)) committee.set(writer.id, 'WRITER');
      }
      const size = random.int(6, 14);
      for (let m = 0; m < size * 2 && committee.size < size && seniors.length > 0; m++) {
        const member = random.next() < 0.5 && leaders.length > 0 ? random.pick(leaders) : random.pick(seniors);
        if (!committee.has(member.id)) committee.set(member.id, 'MEMBER');
      }
      guidelines.push({
        title: title.zh,
        titleEn: title.en,
        institution: `中华医学会${vocabulary.society[0]}分会`,
        publishYear: year,
        quotedTimes: Math.floor((currentYear - year + 1) * random.int(8, 40)),
        indication: title.disease,
        members: [...committee].map(([doctorId, role]) => ({ doctorId, role })),
      });
    }
  }

  return { specialtyOf, vocabularyOf: vocabularyFor, profileOf: profiles, mentorships, papers, guidelines };
}
