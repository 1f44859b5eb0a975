/** The `/taskManager` detail page of a request. */
export const instanceDetailPath = (instanceId: number) => `/taskManager/process-instance/detail?id=${instanceId}`;
export const CREATE_PATH = '/taskManager/process-instance/create';
