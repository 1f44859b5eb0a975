import type { DoctorArchive } from '@crm/shared/contracts/customer-doctor-schemas';
import type { DoctorDetail } from '@crm/shared/contracts/customer-doctor-detail-schema';

export interface NamedPosition {
  name: string;
  position: string;
}

/** What the archive form edits: lists as rows, `name#position` split into two fields. */
export interface ArchiveFormValues {
  nativePlace?: string;
  ageRange?: DoctorArchive['ageRange'];
  workingTime?: string;
  degrees: string[];
  personalResume?: string;
  professionalDirection?: string;
  indication: string[];
  servingHospital: Array<{ hospital: string; department?: string; hospitalLevel?: string | null }>;
  administrativePosition: string[];
  mainAcademicTitle: string[];
  association: NamedPosition[];
  academicJournal: NamedPosition[];
}

/** Spec 3: associations and journals are stored as `name#position`. */
export function splitNamedPosition(value: string): NamedPosition {
  const at = value.indexOf('#');
  return at < 0 ? { name: value, position: '' } : { name: value.slice(0, at), position: value.slice(at + 1) };
}

export function joinNamedPosition({ name, position }: NamedPosition): string {
  return `${name.trim()}#${position.trim()}`;
}

const trimmed = (values: string[] | undefined) => (values ?? []).map((value) => value.trim()).filter(Boolean);

export function archiveFormValues(doctor: DoctorDetail): ArchiveFormValues {
  return {
    nativePlace: doctor.nativePlace ?? undefined,
    ageRange: (doctor.ageRange ?? undefined) as ArchiveFormValues['ageRange'],
    workingTime: doctor.workingTime ?? undefined,
    degrees: doctor.degreeTitle
      ? doctor.degreeTitle
          .split('&')
          .map((degree) => degree.trim())
          .filter(Boolean)
      : [],
    personalResume: doctor.personalResume ?? undefined,
    professionalDirection: doctor.professionalDirection ?? undefined,
    indication: doctor.indication,
    servingHospital: doctor.servingHospital,
    administrativePosition: doctor.administrativePosition,
    mainAcademicTitle: doctor.mainAcademicTitle,
    association: doctor.association.map(splitNamedPosition),
    academicJournal: doctor.academicJournal.map(splitNamedPosition),
  };
}

/** The `archive/add` body: every field the form shows, so cleared lists are cleared on the server too. */
export function archivePayload(id: number, values: ArchiveFormValues): DoctorArchive {
  const text = (value: string | undefined) => value?.trim() ?? '';
  return {
    id,
    nativePlace: text(values.nativePlace),
    ageRange: values.ageRange,
    workingTime: text(values.workingTime),
    degreeTitle: trimmed(values.degrees).join('&'),
    personalResume: text(values.personalResume),
    professionalDirection: text(values.professionalDirection),
    indication: trimmed(values.indication),
    servingHospital: (values.servingHospital ?? [])
      .filter((site) => site?.hospital?.trim())
      .map((site) => ({ hospital: site.hospital.trim(), department: site.department?.trim() ?? '', hospitalLevel: site.hospitalLevel ?? null })),
    administrativePosition: trimmed(values.administrativePosition),
    mainAcademicTitle: trimmed(values.mainAcademicTitle),
    association: (values.association ?? []).filter((row) => row?.name?.trim() && row.position?.trim()).map(joinNamedPosition),
    academicJournal: (values.academicJournal ?? []).filter((row) => row?.name?.trim() && row.position?.trim()).map(joinNamedPosition),
  };
}
