import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pinyin } from 'pinyin-pro';

export interface DoctorCardResult {
  id: number;
  doctorId: string;
  doctorName: string;
  hospital: string;
  hospitalId: number;
  department: string | null;
  attention: boolean;
}

export interface DoctorSearchPage {
  content: DoctorCardResult[];
  totalElements: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/** A call to the business API with a token; answers the envelope's result after checking the status. */
export async function apiCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/prod-api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { result: T }).result;
}

export function searchDoctors(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<DoctorSearchPage> {
  return apiCall<DoctorSearchPage>(request, token, 'POST', '/doctor/search', { size: 100, ...body });
}

/** The initials a person types for a Chinese name (`张三` → `zs`), surnames read as surnames. */
export function nameInitials(name: string): string {
  return pinyin(name, { toneType: 'none', type: 'array', surname: 'head', nonZh: 'removed', pattern: 'first' }).join('').toLowerCase();
}

/** The number in the doctor list's count label ("共 1,234 位医生" / "1,234 doctors"). */
export async function shownDoctorCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('doctor-count').innerText()).replace(/,/g, '');
  const match = /(\d+)/.exec(text);
  expect(match, `count label "${text}"`).not.toBeNull();
  return Number(match![1]);
}

/** A minimal valid PNG (1×1), as a practising-certificate scan stand-in. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export { signIn as signInAs } from './app';
