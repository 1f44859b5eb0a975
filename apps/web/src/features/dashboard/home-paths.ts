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
 * My visits with the quick log open on a doctor: the visits feature's `?log=<doctorId>` (its
 * QUICK_LOG_PARAM; features do not import each other, so the name is repeated here).
 */
export function quickLogPath(doctorId: number): string {
  return `${HOME_PATHS.myVisits}?log=${doctorId}`;
}
