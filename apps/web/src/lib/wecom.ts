/** Whether the page runs inside the WeCom (enterprise WeChat) app, whose user agent says wxwork. */
export function isWecomContainer(userAgent: string = navigator.userAgent): boolean {
  return userAgent.toLowerCase().includes('wxwork');
}
