import { describe, expect, it } from 'vitest';
import { applyTabAction, homeTab, successorTab, visitTab, type OpenTab } from './open-tabs';

const at = (pathname: string) => ({ pathname, search: '', hash: '' });

function open(...paths: string[]): OpenTab[] {
  return paths.reduce((tabs, path) => visitTab(tabs, path, at(path)), [homeTab]);
}

const keys = (tabs: OpenTab[]) => tabs.map((tab) => tab.key);

describe('open tabs', () => {
  it('adds a tab once and follows its latest location', () => {
    let tabs = open('/a', '/b');
    tabs = visitTab(tabs, '/a', at('/a/sub'));
    expect(keys(tabs)).toEqual(['/dashboard', '/a', '/b']);
    expect(tabs[1]?.location.pathname).toBe('/a/sub');
  });

  it('closes current, others, left, right and all, keeping the dashboard', () => {
    const tabs = open('/a', '/b', '/c', '/d');
    expect(keys(applyTabAction(tabs, '/b', 'closeCurrent'))).toEqual(['/dashboard', '/a', '/c', '/d']);
    expect(keys(applyTabAction(tabs, '/b', 'closeOthers'))).toEqual(['/dashboard', '/b']);
    expect(keys(applyTabAction(tabs, '/c', 'closeLeft'))).toEqual(['/dashboard', '/c', '/d']);
    expect(keys(applyTabAction(tabs, '/b', 'closeRight'))).toEqual(['/dashboard', '/a', '/b']);
    expect(keys(applyTabAction(tabs, '/c', 'closeAll'))).toEqual(['/dashboard']);
    expect(keys(applyTabAction(tabs, '/dashboard', 'closeCurrent'))).toEqual(keys(tabs));
  });

  it('refresh bumps the tab so its page remounts', () => {
    const tabs = applyTabAction(open('/a'), '/a', 'refresh');
    expect(tabs[1]?.refreshCount).toBe(1);
  });

  it('moves to the right neighbour, else the left one, when the active tab closes', () => {
    const tabs = open('/a', '/b', '/c');
    expect(successorTab(tabs, applyTabAction(tabs, '/b', 'closeCurrent'), '/b').key).toBe('/c');
    expect(successorTab(tabs, applyTabAction(tabs, '/c', 'closeCurrent'), '/c').key).toBe('/b');
  });
});
