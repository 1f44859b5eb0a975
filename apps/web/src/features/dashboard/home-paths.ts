/** The pages the home opens, by their menu paths. */
export const HOME_PATHS = {
  myVisits: '/customer/visitTeamManager/myVisit',
  teamVisits: '/customer/visitTeamManager/teamVisit',
  plan: '/task/myPlan',
  tasksToday: '/task/today',
  tasksOverdue: '/task/expired',
  meetingsToConfirm: '/meeting/met/beConfirmed',
  approvals: '/taskManager/task/todo',
  approval: '/taskManager/process-instance/detail',
} as const;

/**
 * My visits with the quick log open, on a doctor or with the doctor to choose: the visits feature's
 * `?log=<doctorId>` or `?log` (its QUICK_LOG_PARAM; features do not import each other, so the name is
 * repeated here).
 */
export function quickLogPath(doctorId?: number): string {
  return doctorId === undefined ? `${HOME_PATHS.myVisits}?log` : `${HOME_PATHS.myVisits}?log=${doctorId}`;
}

/** My visits with a visit's details open (the visits feature's `?visit=<id>`). */
export function visitPath(visitId: number): string {
  return `${HOME_PATHS.myVisits}?visit=${visitId}`;
}
