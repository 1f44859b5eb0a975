import type { Random } from './random';

/** Common Chinese surnames and given-name characters with their pinyin, for fictional people. */
const SURNAMES: ReadonlyArray<[string, string]> = [
  ['王', 'Wang'],
  ['李', 'Li'],
  ['张', 'Zhang'],
  ['刘', 'Liu'],
  ['陈', 'Chen'],
  ['杨', 'Yang'],
  ['黄', 'Huang'],
  ['赵', 'Zhao'],
  ['吴', 'Wu'],
  ['周', 'Zhou'],
  ['徐', 'Xu'],
  ['孙', 'Sun'],
  ['马', 'Ma'],
  ['朱', 'Zhu'],
  ['胡', 'Hu'],
  ['郭', 'Guo'],
  ['何', 'He'],
  ['林', 'Lin'],
  ['罗', 'Luo'],
  ['高', 'Gao'],
  ['郑', 'Zheng'],
  ['梁', 'Liang'],
  ['谢', 'Xie'],
  ['宋', 'Song'],
  ['唐', 'Tang'],
  ['许', 'Xu'],
  ['韩', 'Han'],
  ['冯', 'Feng'],
  ['邓', 'Deng'],
  ['曹', 'Cao'],
  ['彭', 'Peng'],
  ['曾', 'Zeng'],
];
const GIVEN: ReadonlyArray<[string, string]> = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['丽', 'li'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['艳', 'yan'],
  ['杰', 'jie'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀', 'xiu'],
  ['霞', 'xia'],
  ['平', 'ping'],
  ['刚', 'gang'],
  ['桂', 'gui'],
  ['华', 'hua'],
  ['建', 'jian'],
  ['文', 'wen'],
  ['斌', 'bin'],
  ['宇', 'yu'],
  ['浩', 'hao'],
  ['凯', 'kai'],
  ['婷', 'ting'],
  ['雪', 'xue'],
  ['琳', 'lin'],
  ['晨', 'chen'],
  ['思', 'si'],
  ['佳', 'jia'],
  ['欣', 'xin'],
  ['悦', 'yue'],
  ['嘉', 'jia'],
  ['睿', 'rui'],
  ['哲', 'zhe'],
  ['昊', 'hao'],
];

export interface PersonName {
  zh: string;
  en: string;
}

export function personName(random: Random): PersonName {
  const [surname, surnamePinyin] = random.pick(SURNAMES);
  const parts = random.next() < 0.6 ? [random.pick(GIVEN), random.pick(GIVEN)] : [random.pick(GIVEN)];
  const given = parts.map(([zh]) => zh).join('');
  const givenPinyin = parts.map(([, py]) => py).join('');
  return { zh: `${surname}${given}`, en: `${givenPinyin.charAt(0).toUpperCase()}${givenPinyin.slice(1)} ${surnamePinyin}` };
}
