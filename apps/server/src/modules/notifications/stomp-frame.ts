import { nullObject } from '@crm/shared/object-keys';
/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): the codec only, with no
 * knowledge of what the commands mean. Bodies are UTF-8 text; content-length counts octets.
 */
export interface StompFrame {
  command: string;
  /** First occurrence wins when a header repeats, as the specification requires. */
  headers: Record<string, string>;
  body: string;
}

/** A frame that cannot be read; the connection must be ended with an ERROR frame. */
export class StompProtocolError extends Error {
  override name = 'StompProtocolError';
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** The 1.0-compatible frames whose headers are exchanged without escaping. */
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

const DECODE_ESCAPES: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };

function unescapeHeader(raw: string): string {
  return raw.replace(/\\(.?)/gs, (_match, code: string) => {
    const decoded = DECODE_ESCAPES[code];
    if (decoded === undefined) throw new StompProtocolError(`Undefined escape sequence in header: \\${code}`);
    return decoded;
  });
}

function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (char) => (char === '\\' ? '\\\\' : char === '\r' ? '\\r' : char === '\n' ? '\\n' : '\\c'));
}

/** A heart-beat from the peer: one EOL on its own. */
export const HEARTBEAT = '\n';

export function encodeFrame(frame: StompFrame): string {
  const escape = UNESCAPED_COMMANDS.has(frame.command) ? (value: string) => value : escapeHeader;
  const lines = [frame.command];
  for (const [name, value] of Object.entries(frame.headers)) {
    if (name !== 'content-length') lines.push(`${escape(name)}:${escape(value)}`);
  }
  // Always stated so a body may carry any character, NUL included.
  if (frame.body.length > 0) lines.push(`content-length:${Buffer.byteLength(frame.body, 'utf8')}`);
  return `${lines.join('\n')}\n\n${frame.body}\0`;
}

export interface StompDecoderOptions {
  /** Upper bound for one frame, buffered parts included, so a peer cannot grow memory without end. */
  maxFrameBytes?: number;
}

/**
 * Turns a stream of WebSocket messages into frames: several frames may share one message and one
 * frame may be split over several; EOLs between frames are heart-beats and are skipped.
 */
export class StompFrameDecoder {
  private pending: Buffer = Buffer.alloc(0);
  private readonly maxFrameBytes: number;

  constructor(options: StompDecoderOptions = {}) {
    this.maxFrameBytes = options.maxFrameBytes ?? 64 * 1024;
  }

  /** Returns the frames completed by `chunk`; an incomplete tail is kept for the next call. */
  push(chunk: Buffer | ArrayBuffer | Buffer[] | string): StompFrame[] {
    const incoming = toBuffer(chunk);
    let buffer = this.pending.length ? Buffer.concat([this.pending, incoming]) : incoming;
    const frames: StompFrame[] = [];
    for (;;) {
      buffer = buffer.subarray(skipEols(buffer));
      if (buffer.length === 0) break;
      const parsed = parseFrame(buffer);
      if (!parsed) break;
      frames.push(parsed.frame);
      buffer = buffer.subarray(parsed.length);
    }
    if (buffer.length > this.maxFrameBytes) throw new StompProtocolError(`Frame larger than ${this.maxFrameBytes} bytes`);
    this.pending = Buffer.from(buffer);
    return frames;
  }

  /** True while part of a frame waits for the rest. */
  get isBuffering(): boolean {
    return this.pending.length > 0;
  }
}

function toBuffer(chunk: Buffer | ArrayBuffer | Buffer[] | string): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  if (Array.isArray(chunk)) return Buffer.concat(chunk);
  if (Buffer.isBuffer(chunk)) return chunk;
  return Buffer.from(chunk);
}

/** Offset of the first octet that is not part of a heart-beat EOL (a lone trailing CR waits). */
function skipEols(buffer: Buffer): number {
  let offset = 0;
  while (offset < buffer.length) {
    if (buffer[offset] === LF) offset += 1;
    else if (buffer[offset] === CR && buffer[offset + 1] === LF) offset += 2;
    else break;
  }
  return offset;
}

/** Reads one line ending in LF or CRLF from `start`; null when the line is not complete yet. */
function readLine(buffer: Buffer, start: number): { line: string; next: number } | null {
  const lf = buffer.indexOf(LF, start);
  if (lf < 0) return null;
  const end = lf > start && buffer[lf - 1] === CR ? lf - 1 : lf;
  return { line: buffer.toString('utf8', start, end), next: lf + 1 };
}

function parseFrame(buffer: Buffer): { frame: StompFrame; length: number } | null {
  const commandLine = readLine(buffer, 0);
  if (!commandLine) return null;
  const command = commandLine.line;
  if (!/^[A-Z]+$/.test(command)) throw new StompProtocolError(`Malformed command: ${command.slice(0, 40)}`);
  const unescape = UNESCAPED_COMMANDS.has(command) ? (value: string) => value : unescapeHeader;

  const headers = nullObject<string>();
  let offset = commandLine.next;
  for (;;) {
    const header = readLine(buffer, offset);
    if (!header) return null;
    offset = header.next;
    if (header.line === '') break;
    const colon = header.line.indexOf(':');
    if (colon <= 0) throw new StompProtocolError(`Malformed header line in ${command} frame`);
    const name = unescape(header.line.slice(0, colon));
    if (!(name in headers)) headers[name] = unescape(header.line.slice(colon + 1));
  }

  const declaredLength = headers['content-length'];
  let bodyEnd: number;
  if (declaredLength !== undefined) {
    if (!/^\d+$/.test(declaredLength)) throw new StompProtocolError(`Invalid content-length: ${declaredLength}`);
    bodyEnd = offset + Number(declaredLength);
    if (buffer.length <= bodyEnd) return null;
    if (buffer[bodyEnd] !== NUL) throw new StompProtocolError('Frame body does not end with NUL after content-length octets');
  } else {
    bodyEnd = buffer.indexOf(NUL, offset);
    if (bodyEnd < 0) return null;
  }
  return { frame: { command, headers, body: buffer.toString('utf8', offset, bodyEnd) }, length: bodyEnd + 1 };
}
