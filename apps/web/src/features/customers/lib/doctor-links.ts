/** Addresses of the doctor pages, so every link is built the same way. */

/** The business record (`/customer/businessRecord/{doctorId}/{doctorName}`), addressed by record id. */
export function doctorRecordPath(doctor: { id: number; doctorName: string }): string {
  return `/customer/businessRecord/${doctor.id}/${encodeURIComponent(doctor.doctorName)}`;
}

/** The doctor profile (看全景), addressed by master-data code and record id. */
export function doctorProfilePath(doctor: { id: number; doctorId: string }): string {
  return `/customer/doctorProfile?${new URLSearchParams({ doctorId: doctor.doctorId, id: String(doctor.id) }).toString()}`;
}

export function hospitalDetailPath(hospital: { id: number; name: string }): string {
  return `/customer/hospitalList/hospitalDetail/${hospital.id}/${encodeURIComponent(hospital.name)}`;
}
