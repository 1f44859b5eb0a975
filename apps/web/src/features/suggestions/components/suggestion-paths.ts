import type { Suggestion } from '@crm/shared/contracts/suggestions';

/**
 * Where accepting a suggestion takes the user: the visit log on the doctor for a visit or call, the
 * article to send, the meeting to invite to, the doctor's record to follow up (by their menu paths;
 * features do not import each other).
 */
export function actionPath(suggestion: Suggestion): string {
  switch (suggestion.action) {
    case 'visit':
    case 'call':
      return `/customer/visitTeamManager/myVisit?log=${suggestion.doctorId}`;
    case 'send':
      return suggestion.articleId === null ? doctorPath(suggestion) : `/content/contentDetail?id=${suggestion.articleId}`;
    case 'invite':
      return suggestion.meetingId === null ? doctorPath(suggestion) : `/meeting/meetDetail?id=${suggestion.meetingId}`;
    case 'followUp':
      return suggestion.taskId === null ? doctorPath(suggestion) : `/task/taskRecordDetail?id=${suggestion.taskId}`;
  }
}

/** The doctor's business record. */
export function doctorPath(suggestion: Pick<Suggestion, 'doctorId' | 'doctorName'>): string {
  return `/customer/businessRecord/${suggestion.doctorId}/${encodeURIComponent(suggestion.doctorName)}`;
}
