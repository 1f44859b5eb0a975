import { describe, it, expect } from 'vitest';
import { StompFrameDecoder, StompProtocolError, encodeFrame } from './stomp-frame';

const decode = (...chunks: (string | Buffer)[]) => {
  const decoder = new StompFrameDecoder();
  return chunks.flatMap((chunk) => decoder.push(chunk));
};

describe('StompFrameDecoder', () => {
  it('reads command, headers and a body that ends at NUL', () => {
    const [frame] = decode('SUBSCRIBE\nid:sub-0\ndestination:/topic/notice\n\n\0');
    expect(frame).toEqual({ command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/topic/notice' }, body: '' });
    expect(decode('SEND\ndestination:/x\n\nhello\0')[0]?.body).toBe('hello');
  });

  it('accepts CRLF line endings', () => {
    const [frame] = decode('SEND\r\ndestination:/x\r\nreceipt:7\r\n\r\nbody\0');
    expect(frame).toEqual({ command: 'SEND', headers: { destination: '/x', receipt: '7' }, body: 'body' });
  });

  it('decodes the 1.2 header escapes, and nothing else', () => {
    const [frame] = decode('SEND\nkey\\cname:a\\nb\\rc\\\\d\\ce\n\n\0');
    expect(frame?.headers).toEqual({ 'key:name': 'a\nb\rc\\d:e' });
    expect(() => decode('SEND\nbad:a\\tb\n\n\0')).toThrow(StompProtocolError);
    expect(() => decode('SEND\nbad:trailing\\\n\n\0')).toThrow(StompProtocolError);
  });

  it('leaves CONNECT headers unescaped for 1.0 compatibility', () => {
    const [frame] = decode('CONNECT\npasscode:a\\b:c\n\n\0');
    expect(frame?.headers.passcode).toBe('a\\b:c');
  });

  it('keeps the first value of a repeated header', () => {
    expect(decode('MESSAGE\nfoo:first\nfoo:second\n\n\0')[0]?.headers.foo).toBe('first');
  });

  it('keeps colons after the first one in a header value', () => {
    expect(decode('CONNECT\nhost:a:b\n\n\0')[0]?.headers.host).toBe('a:b');
  });

  it('honours content-length so a body may contain NUL', () => {
    const [frame] = decode('SEND\ncontent-length:5\n\na\0b\0c\0');
    expect(frame?.body).toBe('a\0b\0c');
  });

  it('counts content-length in UTF-8 octets', () => {
    const body = '通知：{"x":1}';
    const [frame] = decode(`SEND\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    expect(frame?.body).toBe(body);
  });

  it('refuses a frame whose content-length octets are not followed by NUL', () => {
    expect(() => decode('SEND\ncontent-length:2\n\nabc\0')).toThrow(/NUL/);
    expect(() => decode('SEND\ncontent-length:x\n\n\0')).toThrow(/content-length/);
  });

  it('skips heart-beat EOLs before, between and after frames', () => {
    const frames = decode('\n\r\n\nACK\nid:1\n\n\0\n\nNACK\nid:2\n\n\0\r\n\n');
    expect(frames.map((f) => f.command)).toEqual(['ACK', 'NACK']);
    expect(decode('\n', '\r\n', '\n')).toEqual([]);
  });

  it('reads several frames from one message', () => {
    const frames = decode('SUBSCRIBE\nid:a\ndestination:/topic/notice\n\n\0SUBSCRIBE\nid:b\ndestination:/topic/user1\n\n\0');
    expect(frames.map((f) => f.headers.id)).toEqual(['a', 'b']);
  });

  it('buffers a frame split across messages, at any octet', () => {
    const raw = Buffer.from('SEND\r\ndestination:/d\r\ncontent-length:6\r\n\r\n通知\0\n');
    for (let cut = 1; cut < raw.length; cut += 1) {
      const decoder = new StompFrameDecoder();
      const first = decoder.push(raw.subarray(0, cut));
      const second = decoder.push(raw.subarray(cut));
      expect([...first, ...second]).toEqual([{ command: 'SEND', headers: { destination: '/d', 'content-length': '6' }, body: '通知' }]);
      expect(decoder.isBuffering).toBe(false);
    }
  });

  it('reports a partial frame as buffering', () => {
    const decoder = new StompFrameDecoder();
    expect(decoder.push('SEND\ndestination:/d\n\npart')).toEqual([]);
    expect(decoder.isBuffering).toBe(true);
    expect(decoder.push('ial\0')[0]?.body).toBe('partial');
  });

  it('refuses malformed commands and header lines', () => {
    expect(() => decode('send\n\n\0')).toThrow(StompProtocolError);
    expect(() => decode('SEND\nno-colon-here\n\n\0')).toThrow(/header/);
    expect(() => decode('SEND\n:empty-name\n\n\0')).toThrow(/header/);
  });

  it('refuses a frame that outgrows the limit while buffering', () => {
    const decoder = new StompFrameDecoder({ maxFrameBytes: 32 });
    expect(() => decoder.push(`SEND\ndestination:/d\n\n${'x'.repeat(64)}`)).toThrow(/larger than 32/);
  });

  it('accepts the binary forms ws hands over', () => {
    const decoder = new StompFrameDecoder();
    const bytes = Buffer.from('ACK\nid:9\n\n\0');
    expect(decoder.push([bytes.subarray(0, 4), bytes.subarray(4)])[0]?.headers.id).toBe('9');
    const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
    expect(decoder.push(arrayBuffer)[0]?.command).toBe('ACK');
  });
});

describe('encodeFrame', () => {
  it('writes headers, a content-length in octets and the NUL terminator', () => {
    const text = encodeFrame({ command: 'MESSAGE', headers: { destination: '/topic/notice', 'content-type': 'application/json' }, body: '{"t":"通知"}' });
    expect(text).toBe(`MESSAGE\ndestination:/topic/notice\ncontent-type:application/json\ncontent-length:${Buffer.byteLength('{"t":"通知"}')}\n\n{"t":"通知"}\0`);
  });

  it('omits content-length for an empty body and ignores a caller-supplied one', () => {
    expect(encodeFrame({ command: 'RECEIPT', headers: { 'receipt-id': '1', 'content-length': '99' }, body: '' })).toBe('RECEIPT\nreceipt-id:1\n\n\0');
  });

  it('escapes header octets except in CONNECTED', () => {
    expect(encodeFrame({ command: 'ERROR', headers: { message: 'a:b\nc\\d\re' }, body: '' })).toBe('ERROR\nmessage:a\\cb\\nc\\\\d\\re\n\n\0');
    expect(encodeFrame({ command: 'CONNECTED', headers: { server: 'crm:1' }, body: '' })).toBe('CONNECTED\nserver:crm:1\n\n\0');
  });

  it('round-trips through the decoder', () => {
    const frame = { command: 'MESSAGE', headers: { 'odd:name': 'line\nbreak\\', destination: '/topic/user1' }, body: 'with\0nul 和中文' };
    const [decoded] = decode(encodeFrame(frame));
    expect(decoded?.headers).toMatchObject(frame.headers);
    expect(decoded?.body).toBe(frame.body);
  });
});
