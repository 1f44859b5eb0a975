import type { ComponentType } from 'react';
import type { PermissionMark } from '@crm/shared/permissions';

export interface HomeCard {
  /** Unique; also the React key. */
  key: string;
  component: ComponentType;
  /** Shown only to users holding any of these permissions (the server checks them too). */
  permissions: PermissionMark[];
}

const contributed: HomeCard[] = [];

/**
 * Cards other features put on the field user's home, above the day's agenda (the day's suggestions).
 * The app composes them (app/home-cards.ts), so the dashboard never imports another feature.
 */
export function contributeHomeCards(cards: HomeCard[]): void {
  for (const card of cards) if (!contributed.some((known) => known.key === card.key)) contributed.push(card);
}

export function contributedHomeCards(): readonly HomeCard[] {
  return contributed;
}
