import fs from 'node:fs';
import { STANCES, type Stance } from '@crm/shared/contracts/insights';
import { describe, expect, it } from 'vitest';
import { DrugDictionary } from './drug-dictionary';
import { readDrugs, readStance, stanceOf } from './stance-reader';

const dictionary = new DrugDictionary([
  { id: 1, name: '思瑞宁', nameEn: 'Siruning', genericName: '艾司西酞普兰', genericNameEn: 'escitalopram' },
  { id: 2, name: '沃安达', nameEn: 'Voranda', genericName: '伏硫西汀', genericNameEn: 'vortioxetine' },
  { id: 3, name: '安立复', nameEn: 'Anlifu', genericName: '阿立哌唑', genericNameEn: 'aripiprazole' },
  { id: 4, name: '瑞脂康', nameEn: 'Ruizhikang', genericName: '瑞舒伐他汀 / rosuvastatin' },
  { id: 5, name: '达格宁', nameEn: 'Dagening', genericName: '达格列净 / dapagliflozin' },
]);

const gold = fs
  .readFileSync(new URL('./stance-gold.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [label, text] = line.split('\t') as [Stance, string];
    return { label, text };
  });

describe('stance reader', () => {
  it('reads the labelled sentences with at least 80% accuracy', () => {
    expect(gold.length).toBeGreaterThanOrEqual(200);
    const tally = new Map<Stance, { right: number; all: number }>(STANCES.map((s) => [s, { right: 0, all: 0 }]));
    const misses: string[] = [];
    for (const { label, text } of gold) {
      const readings = readDrugs(text, dictionary);
      expect(readings.length, text).toBeGreaterThan(0);
      const predicted = stanceOf(readings[0]!.score);
      const entry = tally.get(label)!;
      entry.all++;
      if (predicted === label) entry.right++;
      else misses.push(`${label} → ${predicted}: ${text}`);
    }
    const right = [...tally.values()].reduce((sum, t) => sum + t.right, 0);
    const lines = [...tally.entries()].map(([stance, t]) => `${stance}: ${t.right}/${t.all} = ${(t.right / t.all).toFixed(3)}`);
    console.log(`stance reader accuracy ${(right / gold.length).toFixed(3)} (${right}/${gold.length})\n${lines.join('\n')}\nmisread:\n${misses.join('\n')}`);
    expect(right / gold.length).toBeGreaterThanOrEqual(0.8);
  });

  it('flips negated words and weighs the clause after a contrast', () => {
    expect(stanceOf(readStance('疗效很好'))).toBe('POSITIVE');
    expect(stanceOf(readStance('疗效并不好'))).toBe('NEGATIVE');
    expect(stanceOf(readStance('没有明显的不良反应'))).toBe('POSITIVE');
    expect(stanceOf(readStance('副作用大'))).toBe('NEGATIVE');
    expect(stanceOf(readStance('副作用不大'))).toBe('POSITIVE');
    expect(stanceOf(readStance('价格贵，但是效果确实好'))).toBe('POSITIVE');
    expect(stanceOf(readStance('效果确实好，但是价格太贵'))).toBe('NEGATIVE');
    expect(stanceOf(readStance('医生询问副作用的情况'))).toBe('NEUTRAL');
  });

  it('gives each drug the clauses that speak of it, and the visit products the rest', () => {
    const readings = readDrugs('思瑞宁疗效不错，沃安达恶心比较多。', dictionary);
    expect(readings.map((r) => [r.productId, stanceOf(r.score)])).toEqual([
      [1, 'POSITIVE'],
      [2, 'NEGATIVE'],
    ]);
    expect(readDrugs('医生说患者反馈很好。', dictionary, [3]).map((r) => [r.productId, stanceOf(r.score)])).toEqual([[3, 'POSITIVE']]);
    expect(readDrugs('Doctor likes ESCITALOPRAM', dictionary).map((r) => r.productId)).toEqual([1]);
    expect(readDrugs('今天天气不错', dictionary)).toEqual([]);
  });
});
