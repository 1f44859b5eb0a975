import { useEffect, useEffectEvent } from 'react';
import { Client, type IMessage } from '@stomp/stompjs';
import { useQueryClient } from '@tanstack/react-query';
import { apiBaseUrl, enterpriseStore } from '@/lib/session/enterprise-store';
import { currentAccessToken, currentRefreshToken } from '@/lib/session/tokens';
import { refreshAccessToken } from '@/lib/request/token-refresh';
import { notificationsKey, type Notification } from '@/lib/notifications/notification-types';
import { createStore } from '@/lib/store';
import { appendLiveMessage } from './live-messages';

export const NOTICE_TOPIC = '/topic/notice';

/** Whether live messages are flowing (shown on the indicator). */
export const socketConnectedStore = createStore(false);
export const userTopic = (userId: number) => `/topic/user${userId}`;

/** ws(s):// address of the STOMP endpoint under the tenant's interface base, with the token. */
export function socketUrl(apiBase: string, token: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/API-BEACON/ws/stomp/endpoint`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('access_token', token);
  return url.toString();
}

function parseMessage(frame: IMessage): Notification | null {
  try {
    const body = JSON.parse(frame.body) as Partial<Notification>;
    if (typeof body.id !== 'number' || typeof body.title !== 'string') return null;
    return {
      id: body.id,
      category: body.category ?? 'notice',
      title: body.title,
      content: body.content ?? '',
      titleEn: body.titleEn ?? null,
      contentEn: body.contentEn ?? null,
      link: body.link ?? null,
      payload: body.payload ?? null,
      createdAt: body.createdAt ?? new Date().toISOString(),
      read: body.read ?? false,
    };
  } catch {
    return null;
  }
}

/** A token for (re)connecting: the current one, renewed first if it has run out. */
async function tokenForConnect(): Promise<string | null> {
  const token = currentAccessToken();
  if (token || !currentRefreshToken()) return token;
  return refreshAccessToken().catch(() => null);
}

/**
 * Spec 4 / 7.4: STOMP over WebSocket with the token; subscribes to the notice topic and the
 * user's own topic, appends each message to the live list and refreshes the message queries.
 */
export function useNotificationSocket(userId: number, onMessage?: (message: Notification) => void): void {
  const queryClient = useQueryClient();
  const deliver = useEffectEvent((message: Notification) => {
    appendLiveMessage(message);
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
    onMessage?.(message);
  });
  useEffect(() => {
    const client = new Client({
      reconnectDelay: 5_000,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      beforeConnect: async () => {
        const enterprise = enterpriseStore.get();
        const token = await tokenForConnect();
        if (!enterprise || !token) {
          await client.deactivate();
          return;
        }
        client.brokerURL = socketUrl(apiBaseUrl(enterprise), token);
      },
      onWebSocketClose: () => socketConnectedStore.set(false),
      onConnect: () => {
        socketConnectedStore.set(true);
        const receive = (frame: IMessage) => {
          const message = parseMessage(frame);
          if (message) deliver(message);
        };
        client.subscribe(NOTICE_TOPIC, receive);
        client.subscribe(userTopic(userId), receive);
      },
    });
    client.activate();
    return () => {
      socketConnectedStore.set(false);
      void client.deactivate();
    };
  }, [userId]);
}
