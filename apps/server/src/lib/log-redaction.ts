import { dictionaryOf } from '@crm/shared/object-keys';

/** Where log lines go: standard output, or a test's stream. */
export interface LogStream {
  write(line: string): void;
}

/** The logger's options (pino's, as the web framework takes them). */
export interface LoggerOptions {
  level: string;
  stream: LogStream;
  serializers: { req: (request: LoggedRequest) => Record<string, string | undefined> };
}

/**
 * Secrets and personal data never reach the log, redacted by their name wherever a log line carries
 * them: a URL's query parameter (the request line, a URL inside a message or an error), a field of a
 * logged object or error at any depth. The names: tokens (access, refresh, ID, `id_token_hint`),
 * codes (authorisation, SMS, sign-in), secrets and keys (`client_secret`), passwords, mobiles and
 * phones, e-mails, and ID numbers (身份证: idCard, idNumber…). Besides the names, a mobile number,
 * an e-mail address or an ID number anywhere in a logged text (a URL's path, a message) is masked.
 */
export const REDACTED = '[redacted]';

const SENSITIVE_NAME =
  /token|secret|passw|pwd|apikey|authorization|cookie|ticket|credential|captcha|mobile|phone|email|^mail$|^tel$|telephone|idcard|idnumber|^idno$|identitycard|identitynumber|identityno|certno|certificateno|privatekey|sessionid|signature|^otp$|^code$|(auth|sms|verify|verification|user|device|login|otp|captcha|invite|sign|signin)code$|codeverifier|身份证|手机|电话|邮箱|密码/;

/** Whether a parameter or field of this name holds a secret or personal data (case, `_` and `-` ignored). */
export function isSensitiveName(name: string): boolean {
  return SENSITIVE_NAME.test(name.toLowerCase().replace(/[_\-\s.]/g, ''));
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

// A parameter: after ? & or ; (or the start of a form body), a name, =, a value up to the next separator.
const PARAMETER = /(^|[?&;#])([^=&;#?\s"'<>]+)=([^&;#\s"'<>]*)/g;
const MOBILE = /(?<![\d.])(?:\+?86[- ]?)?1[3-9]\d{9}(?![\d.])/g;
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/g;
const ID_NUMBER = /(?<![\d.])\d{17}[\dXx](?![\d.])/g;

/** A text with the values of sensitive query (or form) parameters, and mobiles, e-mails and ID numbers in a path, redacted. */
export function redactText(text: string): string {
  if (!text) return text;
  const withParameters = text.includes('=')
    ? text.replace(PARAMETER, (whole, lead: string, name: string) => (isSensitiveName(decodedName(name)) ? `${lead}${name}=${REDACTED}` : whole))
    : text;
  return withParameters.replace(MOBILE, REDACTED).replace(EMAIL, REDACTED).replace(ID_NUMBER, REDACTED);
}

const MAX_DEPTH = 32;

/** A logged value with every sensitive field (at any depth) and every text redacted; class instances other than errors pass as they are. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return REDACTED;
  if (value instanceof Error) return redactValue({ ...value, type: value.name, message: value.message, stack: value.stack }, depth + 1);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return dictionaryOf(
    Object.entries(value).map(([key, item]) => [
      key,
      isSensitiveName(key) && item !== null && item !== undefined && typeof item !== 'boolean' ? REDACTED : redactValue(item, depth + 1),
    ]),
  );
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

/** A stream that writes each line with its values redacted (a line that is not JSON, as redacted text). */
export function redactingStream(target: LogStream): LogStream {
  return {
    write(line: string) {
      let redacted: string;
      try {
        redacted = `${JSON.stringify(redactValue(JSON.parse(line)))}\n`;
      } catch {
        redacted = redactText(line);
      }
      target.write(redacted);
    },
  };
}

/**
 * The server's logger: pino at `level`, writing to `stream` (standard output when absent). Every
 * line passes the redaction above as it is written, whatever put the value there: the request
 * line, a logged object or error, a child logger's bindings, the message.
 */
export function loggerOptions(level: string, stream: LogStream = process.stdout): LoggerOptions {
  return {
    level,
    stream: redactingStream(stream),
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: request.url, host: request.hostname, remoteAddress: request.ip }),
    },
  };
}
