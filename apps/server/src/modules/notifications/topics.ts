/** The tenant-wide notice topic every signed-in user may subscribe to. */
export const NOTICE_TOPIC = '/topic/notice';

/** The personal topic of one user; only that user may subscribe to it. */
export function userTopic(userId: number): string {
  return `/topic/user${userId}`;
}

/** Where a notification for `userId` goes: the user's own topic, or the notice topic when null. */
export function recipientTopic(userId: number | null): string {
  return userId === null ? NOTICE_TOPIC : userTopic(userId);
}

export function mayReceive(userId: number, destination: string): boolean {
  return destination === NOTICE_TOPIC || destination === userTopic(userId);
}
