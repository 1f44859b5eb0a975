/** Routes of the speaker pages. */
export const SPEAKER_ADD_PATH = '/meeting/speakerAdd';
export const speakerDetailPath = (id: number) => `/meeting/speakerDetail?id=${id}`;
export const speakerEditPath = (id: number) => `${SPEAKER_ADD_PATH}?id=${id}`;
export const speakerApproveDetailPath = (id: number) => `/meeting/speakerApproveDetail?id=${id}`;
export const instanceDetailPath = (instanceId: number) => `/taskManager/process-instance/detail?id=${instanceId}`;

/** The positive integer `id` of a detail page's query, or null. */
export function idParam(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
