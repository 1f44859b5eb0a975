import { randomUUID } from 'node:crypto';
import type { Log } from '../../platform/service-host';
import type { WebSocket } from 'ws';
import type { Principal } from '../../platform/principal';
import type { Tenant } from '../../platform/tenant-directory';
import type { BrokerMessage } from './broker';
import { isRefusal, readConnect, type RefusalKind } from './connect-request';
import { type HeartbeatSettings, negotiateHeartbeat } from './heartbeat';
import { HEARTBEAT, StompFrameDecoder, StompProtocolError, encodeFrame, type StompFrame } from './stomp-frame';
import { mayReceive } from './topics';

export interface StompSessionOptions {
  tenant: Tenant | null;
  /** Token given on the upgrade request (query or Authorization header), used when CONNECT has none. */
  handshakeToken: string | null;
  authenticate(tenant: Tenant, token: string): Promise<Principal | null>;
  heartbeat: HeartbeatSettings;
  connectTimeoutMs: number;
  log: Log;
}

/** How the session tells the endpoint which destinations it listens to. */
export interface StompSessionEvents {
  subscribed(session: StompSession, destination: string): void;
  unsubscribed(session: StompSession, destination: string): void;
  closed(session: StompSession): void;
}

const MAX_SUBSCRIPTIONS = 16;
/** A client this far behind is not reading; dropping it beats holding its backlog in memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const SERVER_NAME = 'pharma-crm/1.0';

const CLOSE_CODES: Record<RefusalKind, number> = { policy: 1008, protocol: 1002, server: 1011 };

/**
 * One client connection speaking STOMP 1.2. Clients only listen: they CONNECT with a token,
 * SUBSCRIBE to the notice topic or their own user topic, and receive MESSAGE frames.
 */
export class StompSession {
  readonly id = randomUUID();
  principal: Principal | null = null;
  private state: 'awaiting-connect' | 'connected' | 'closed' = 'awaiting-connect';
  private readonly subscriptions = new Map<string, string>();
  private readonly decoder = new StompFrameDecoder();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastReceivedAt = Date.now();
  private delivered = 0;
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly options: StompSessionOptions,
    private readonly events: StompSessionEvents,
  ) {
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => this.dispose());
    const connectDeadline = setTimeout(() => {
      if (this.state === 'awaiting-connect') this.refuse('protocol', 'No CONNECT frame received', 'Send CONNECT right after opening the socket.');
    }, options.connectTimeoutMs);
    connectDeadline.unref();
    this.timers.push(connectDeadline);
  }

  get isConnected(): boolean {
    return this.state === 'connected';
  }

  /** Sends `message` once per subscription of this session to its destination. */
  deliver(message: BrokerMessage): void {
    if (this.state !== 'connected' || this.principal?.tenant.id !== message.tenantId) return;
    for (const [subscription, destination] of this.subscriptions) {
      if (destination !== message.destination) continue;
      if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.options.log.warn({ session: this.id }, 'notification socket not draining; dropping it');
        this.socket.terminate();
        return;
      }
      this.delivered += 1;
      this.send({
        command: 'MESSAGE',
        headers: {
          'content-type': 'application/json',
          ...message.headers,
          subscription,
          'message-id': `${this.id}-${this.delivered}`,
          destination,
        },
        body: message.body,
      });
    }
  }

  /** Ends the session from the server side, telling the client why. */
  end(message: string, detail: string): void {
    this.refuse('policy', message, detail);
  }

  /** Closes as "going away" without an ERROR, so clients reconnect quietly to another instance. */
  shutdown(): void {
    this.state = 'closed';
    this.socket.close(1001, 'Server shutting down');
  }

  private receive(data: Buffer | ArrayBuffer | Buffer[]): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    let frames: StompFrame[];
    try {
      frames = this.decoder.push(data);
    } catch (error) {
      this.refuse('protocol', 'Malformed frame', error instanceof StompProtocolError ? error.message : 'The frame could not be read.');
      return;
    }
    // Frames run one after another: CONNECT authenticates asynchronously and must finish first.
    for (const frame of frames) {
      this.work = this.work
        .then(() => this.handle(frame))
        .catch((error: unknown) => {
          this.options.log.error({ err: error, session: this.id }, 'notification socket frame failed');
          this.refuse('server', 'Internal error', 'The server could not process the frame.', frame);
        });
    }
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.state === 'closed') return;
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.connect(frame);
    if (this.state !== 'connected') return this.refuse('protocol', 'Not connected', `${frame.command} before CONNECT.`, frame);
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        return this.unsubscribe(frame);
      case 'ACK':
      case 'NACK':
        // Delivery is fire-and-forget, so acknowledgements change nothing.
        return this.receipt(frame);
      case 'DISCONNECT':
        this.receipt(frame);
        this.state = 'closed';
        this.socket.close(1000);
        return;
      case 'SEND':
        return this.refuse('policy', 'Sending is not allowed', 'This endpoint only delivers notifications; clients cannot SEND.', frame);
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.refuse('protocol', 'Transactions are not supported', 'Clients cannot SEND, so there is nothing to transact.', frame);
      default:
        return this.refuse('protocol', 'Unknown command', `Unknown command ${frame.command}.`, frame);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    if (this.state === 'connected') return this.refuse('protocol', 'Already connected', 'CONNECT may be sent only once.', frame);
    const tenant = this.options.tenant;
    if (!tenant) return this.refuse('policy', 'Unknown enterprise domain', 'The host of this socket belongs to no enterprise.', frame);
    const request = readConnect(frame, this.options.handshakeToken);
    if (isRefusal(request)) return this.refuse(request.kind, request.message, request.detail, frame, request.headers);

    const principal = await this.options.authenticate(tenant, request.token);
    // The socket may have closed while the token was checked.
    if (this.state !== 'awaiting-connect') return;
    if (!principal) return this.refuse('policy', 'Unauthorized', 'The access token is invalid or has expired.', frame);

    this.principal = principal;
    this.state = 'connected';
    const { outgoing, incoming } = negotiateHeartbeat(request.heartbeat, this.options.heartbeat);
    this.send({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': `${this.options.heartbeat.send},${this.options.heartbeat.receive}`,
        server: SERVER_NAME,
        session: this.id,
        'user-name': principal.username,
      },
      body: '',
    });
    if (outgoing > 0) this.every(outgoing, () => this.sendRaw(HEARTBEAT));
    if (incoming > 0) {
      this.every(Math.max(50, Math.round(incoming / 2)), () => {
        if (Date.now() - this.lastReceivedAt > incoming * 2.5) {
          this.options.log.info({ session: this.id }, 'notification client silent past its heart-beat; closing');
          this.state = 'closed';
          this.socket.terminate();
        }
      });
    }
  }

  private subscribe(frame: StompFrame): void {
    const { id, destination } = frame.headers;
    if (!id || !destination) return this.refuse('protocol', 'Missing header', 'SUBSCRIBE needs both id and destination headers.', frame);
    if (this.subscriptions.has(id)) return this.refuse('protocol', 'Duplicate subscription', `Subscription id ${id} is already in use.`, frame);
    if (!this.principal || !mayReceive(this.principal.userId, destination)) {
      return this.refuse('policy', 'Subscription not allowed', `You may not subscribe to ${destination}; only /topic/notice and your own /topic/user{id}.`, frame);
    }
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) return this.refuse('policy', 'Too many subscriptions', `At most ${MAX_SUBSCRIPTIONS} per connection.`, frame);
    this.subscriptions.set(id, destination);
    this.events.subscribed(this, destination);
    this.receipt(frame);
  }

  private unsubscribe(frame: StompFrame): void {
    const { id } = frame.headers;
    if (!id) return this.refuse('protocol', 'Missing header', 'UNSUBSCRIBE needs an id header.', frame);
    const destination = this.subscriptions.get(id);
    if (destination !== undefined) {
      this.subscriptions.delete(id);
      if (![...this.subscriptions.values()].includes(destination)) this.events.unsubscribed(this, destination);
    }
    this.receipt(frame);
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  /** Sends an ERROR frame and closes: the specification ends the connection after an ERROR. */
  private refuse(kind: RefusalKind, message: string, detail: string, cause?: StompFrame, extra: Record<string, string> = {}): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    const headers: Record<string, string> = { message, 'content-type': 'text/plain', ...extra };
    if (cause?.headers.receipt !== undefined) headers['receipt-id'] = cause.headers.receipt;
    this.send({ command: 'ERROR', headers, body: detail });
    this.socket.close(CLOSE_CODES[kind], message.slice(0, 120));
  }

  private send(frame: StompFrame): void {
    this.sendRaw(encodeFrame(frame));
  }

  private sendRaw(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  private every(ms: number, tick: () => void): void {
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private dispose(): void {
    this.state = 'closed';
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.length = 0;
    this.subscriptions.clear();
    this.events.closed(this);
  }
}
