import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULES } from './server-modules';

const modulesDir = path.join(import.meta.dirname, 'modules');
const schemaDir = path.join(import.meta.dirname, 'db/schema');

describe('the module list (server-modules.ts)', () => {
  it('names every folder of modules/ once, by its folder name, and each front door exports its entry', async () => {
    const folders = fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const names = SERVER_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...folders].sort());
    for (const name of folders) {
      const door = (await import(path.join(modulesDir, name, 'index.ts'))) as Record<string, unknown>;
      expect(Object.values(door), `modules/${name}/index.ts exports its ServerModule`).toContain(SERVER_MODULES.find((module) => module.name === name));
    }
  });

  it('lets a module depend only on other listed modules', () => {
    const names = new Set(SERVER_MODULES.map((module) => module.name));
    for (const module of SERVER_MODULES)
      expect(
        module.dependsOn.filter((other) => other === module.name || !names.has(other)),
        module.name,
      ).toEqual([]);
  });

  it('gives every schema folder but the platform’s to a listed module', () => {
    const owners = fs.readdirSync(schemaDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'platform');
    const names = new Set(SERVER_MODULES.map((module) => module.name));
    expect(owners.map((entry) => entry.name).filter((owner) => !names.has(owner))).toEqual([]);
  });
});
